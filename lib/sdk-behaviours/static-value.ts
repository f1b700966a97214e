/**
 * The value of a TypeScript expression read without running it: string literals, template
 * literals whose parts are such values, the file's top-level consts holding them, arrays and
 * object literals of them (`as const` and `satisfies` are looked through). Anything else throws
 * a NotStatic naming the node.
 */
import ts from 'typescript';

export type StaticValue = string | readonly StaticValue[] | {readonly [key: string]: StaticValue};

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

/** The name of an object literal's property, when it is an identifier or a string. */
function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The static value of `node`, reading identifiers from `consts`. */
export function staticValue(
  node: ts.Expression,
  consts: ReadonlyMap<string, ts.Expression>,
  reading: ReadonlySet<string> = new Set(),
): StaticValue {
  const read = (child: ts.Expression): StaticValue => staticValue(child, consts, reading);
  const text = (child: ts.Expression): string => {
    const value = read(child);
    if (typeof value !== 'string') throw new NotStatic(child, 'a template literal takes strings only');
    return value;
  };
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.templateSpans.reduce((sum, span) => sum + text(span.expression) + span.literal.text, node.head.text);
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return read(node.expression);
  }
  if (ts.isIdentifier(node)) {
    const initializer = consts.get(node.text);
    if (!initializer || reading.has(node.text)) {
      throw new NotStatic(node, `${node.text} is not a top-level const of this file with a literal value`);
    }
    return staticValue(initializer, consts, new Set([...reading, node.text]));
  }
  if (ts.isArrayLiteralExpression(node)) {
    return node.elements.map((element) => {
      if (ts.isSpreadElement(element)) throw new NotStatic(element, 'a spread in an array');
      return read(element);
    });
  }
  if (ts.isObjectLiteralExpression(node)) {
    const entries = node.properties.map((property): [string, StaticValue] => {
      const name = ts.isPropertyAssignment(property) ? propertyName(property.name) : undefined;
      if (!ts.isPropertyAssignment(property) || name === undefined) {
        throw new NotStatic(property, 'an object property other than `name: value`');
      }
      return [name, read(property.initializer)];
    });
    return Object.fromEntries(entries);
  }
  throw new NotStatic(
    node,
    `a ${ts.SyntaxKind[node.kind]}, which is not a string, a template, a const or an array or object of them`,
  );
}
