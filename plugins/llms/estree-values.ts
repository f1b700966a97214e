/** Constant values of the JavaScript expressions MDX parses (`{'text'}`, `values={[…]}`). */
import type {Expression, Program} from 'estree';

/** The expression of a program that is exactly one expression statement. */
export function expressionOf(program: Program | null | undefined): Expression | undefined {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** The value of an expression like `{'text'}` or `{`text`}`; undefined when it is not a constant. */
export function staticString(program: Program | null | undefined): string | undefined {
  return literalString(expressionOf(program));
}

/** A string literal's value, or a template literal's without substitutions. */
export function literalString(expression: Expression | undefined): string | undefined {
  if (expression?.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression?.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}
