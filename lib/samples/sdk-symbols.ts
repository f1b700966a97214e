/**
 * Which SDK symbol an identifier of a sample names, in the form the API reference's symbol index
 * uses (lib/symbol-index.ts): an export (`useOpenSecret`, `OpenSecretContextType`) or a member of an
 * exported object type or interface (`OpenSecretContextType.signIn`). Imports are followed to what
 * they import, and a name bound by destructuring (`const {signIn} = useOpenSecret()`) stands for the
 * property it was taken from, wherever it is used.
 */
import path from 'node:path';
import ts from 'typescript';

/** The property a name destructured from an object stands for, if the name is one. */
function destructuredProperty(checker: ts.TypeChecker, declaration: ts.Declaration): ts.Symbol | undefined {
  if (!ts.isBindingElement(declaration) || !ts.isObjectBindingPattern(declaration.parent)) return undefined;
  const key = declaration.propertyName ?? declaration.name;
  if (!ts.isIdentifier(key) && !ts.isStringLiteral(key)) return undefined;
  return checker.getTypeAtLocation(declaration.parent).getProperty(key.text);
}

const isMember = (
  node: ts.Node,
): node is ts.PropertySignature | ts.MethodSignature | ts.PropertyDeclaration | ts.MethodDeclaration =>
  ts.isPropertySignature(node) ||
  ts.isMethodSignature(node) ||
  ts.isPropertyDeclaration(node) ||
  ts.isMethodDeclaration(node);

/** The exported name a declaration is known by, when it is a top-level declaration or a member of one. */
function declarationName(declaration: ts.Declaration): string | undefined {
  if (isMember(declaration)) {
    if (!ts.isIdentifier(declaration.name) && !ts.isStringLiteral(declaration.name)) return undefined;
    const owner = declaration.parent;
    const container =
      ts.isTypeLiteralNode(owner) && ts.isTypeAliasDeclaration(owner.parent)
        ? owner.parent
        : ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)
          ? owner
          : undefined;
    return container?.name ? `${container.name.text}.${declaration.name.text}` : undefined;
  }
  const topLevel =
    ts.isFunctionDeclaration(declaration) ||
    ts.isTypeAliasDeclaration(declaration) ||
    ts.isInterfaceDeclaration(declaration) ||
    ts.isClassDeclaration(declaration) ||
    ts.isEnumDeclaration(declaration) ||
    (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name));
  if (!topLevel || !declaration.name || !ts.isIdentifier(declaration.name)) return undefined;
  return declaration.name.text;
}

/** The SDK symbol `node` names when its declaration is in the package installed at `packageDir`. */
export function sdkSymbolName(checker: ts.TypeChecker, node: ts.Identifier, packageDir: string): string | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return undefined;
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const local = symbol.declarations?.[0];
  const property = local && destructuredProperty(checker, local);
  const declaration = (property ?? symbol).declarations?.[0];
  if (!declaration) return undefined;
  const file = path.resolve(declaration.getSourceFile().fileName);
  if (!file.startsWith(packageDir + path.sep)) return undefined;
  return declarationName(declaration);
}
