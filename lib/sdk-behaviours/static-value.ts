/**
 * The string a TypeScript expression holds, read without running it: a string literal, a
 * template literal whose parts are such strings, or a top-level const of the file holding one
 * (`as const` and parentheses are looked through). Anything else throws a NotStatic naming the
 * node.
 */
import ts from 'typescript';

/** An expression whose value cannot be read without running the file. */
export class NotStatic extends Error {
  constructor(
    readonly node: ts.Node,
    message: string,
  ) {
    super(message);
  }
}

/** The file's top-level `const NAME = …` declarations, by name. */
export function topLevelConsts(source: ts.SourceFile): Map<string, ts.Expression> {
  const consts = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        consts.set(declaration.name.text, declaration.initializer);
      }
    }
  }
  return consts;
}

/** The string `node` holds, reading identifiers from `consts`. */
export function staticString(
  node: ts.Expression,
  consts: ReadonlyMap<string, ts.Expression>,
  reading: ReadonlySet<string> = new Set(),
): string {
  const read = (child: ts.Expression): string => staticString(child, consts, reading);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.templateSpans.reduce((sum, span) => sum + read(span.expression) + span.literal.text, node.head.text);
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return read(node.expression);
  }
  if (ts.isIdentifier(node)) {
    const initializer = consts.get(node.text);
    if (!initializer || reading.has(node.text)) {
      throw new NotStatic(node, `${node.text} is not a top-level const of this file holding a string`);
    }
    return staticString(initializer, consts, new Set([...reading, node.text]));
  }
  throw new NotStatic(node, `a ${ts.SyntaxKind[node.kind]}, where a string, a template of strings or a const is read`);
}
