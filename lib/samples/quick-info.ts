/**
 * The compiler's quick info on the names of a sample, asked once per declaration where the answer
 * cannot depend on where the name stands. Asking costs about a millisecond (TypeScript works out
 * how to name every type it prints, from that place), and a sample names the same things again
 * and again. The answer can depend on the place: where a call picks an overload or instantiates a
 * generic; where control flow narrows a union (or `unknown`, `any`, a type parameter, an optional
 * property); in an optional chain (`a?.b` adds `| undefined`); where a name that is both a type and
 * a value stands for one of them; in `as const`. Those places are asked each time.
 */
import ts from 'typescript';

const isCallee = (node: ts.Identifier): boolean => {
  const parent = node.parent;
  const target = ts.isPropertyAccessExpression(parent) && parent.name === node ? parent : node;
  const user = target.parent;
  return (
    ((ts.isCallExpression(user) || ts.isNewExpression(user) || ts.isDecorator(user)) && user.expression === target) ||
    (ts.isTaggedTemplateExpression(user) && user.tag === target) ||
    ((ts.isJsxOpeningElement(user) || ts.isJsxSelfClosingElement(user) || ts.isJsxClosingElement(user)) &&
      user.tagName === target)
  );
};

const NARROWABLE = ts.TypeFlags.Union | ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter;
const TYPES = ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface | ts.SymbolFlags.Enum | ts.SymbolFlags.Module;
const CALLABLE = ts.SymbolFlags.Function | ts.SymbolFlags.Method | ts.SymbolFlags.Class;
const VALUES = ts.SymbolFlags.Variable | ts.SymbolFlags.Property;

/** The symbol whose quick info holds wherever in the sample `node` stands, if there is one. */
export function placeIndependentSymbol(checker: ts.TypeChecker, node: ts.Identifier): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  if (!symbol || (ts.isTypeReferenceNode(node.parent) && node.text === 'const')) return undefined;
  if (ts.isPropertyAccessExpression(node.parent) && ts.isOptionalChain(node.parent)) return undefined;
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const isValue = (target.flags & (CALLABLE | VALUES)) !== 0;
  if (target.flags & TYPES) return isValue ? undefined : symbol;
  if (isCallee(node)) return undefined;
  if (target.flags & CALLABLE) return symbol;
  if (target.flags & VALUES && !(target.flags & ts.SymbolFlags.Optional)) {
    return checker.getTypeOfSymbol(target).flags & NARROWABLE ? undefined : symbol;
  }
  return undefined;
}
