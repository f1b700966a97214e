/**
 * The MDX nodes a highlighted code block becomes: an ESM import (with the estree MDX compiles it
 * from) and a JSX element whose attributes are strings, numbers or a reference to an imported name.
 */
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

/** `import <name> from '<source>'`. */
export function importDefault(name: string, source: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
            attributes: [],
          },
        ],
      },
    },
  };
}

/** An attribute whose value is the variable `name` (`hover={name}`). */
export function referenceAttribute(attribute: string, name: string): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name: attribute,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: name,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name}}],
        },
      },
    },
  };
}

/** A value for `element`: a string, or `{ref: name}` for a reference to an imported name. */
export type AttributeValue = string | {ref: string};

/** `<name a="…" b={ref} />`, attributes left out when undefined. */
export function jsxElement(name: string, attributes: Record<string, AttributeValue | undefined>): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).flatMap(([key, value]): MdxJsxAttribute[] => {
      if (value === undefined) return [];
      if (typeof value === 'string') return [{type: 'mdxJsxAttribute', name: key, value}];
      return [referenceAttribute(key, value.ref)];
    }),
    children: [],
  };
}
