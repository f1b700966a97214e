/**
 * The reference index (index.md) lists every export in tables with its description; TypeDoc
 * writes "-" for an export without a doc comment (most of them). Each such row gets a description
 * of our own from what the declarations hold: its capability (the release's sidebar category) and
 * its shape: an object's fields, a union's choices, a function's parameters and result.
 */
import type {SdkSymbol, SymbolIndex} from '../../lib/symbol-index';
import type {ApiPageSet} from './page-set';

/** A row TypeDoc wrote without a description: `| [Name](dir/Name.md) | - |` (`~~Name~~` when deprecated). */
const EMPTY_ROW = /^\| \[(~~)?([\w$]+)\1\]\(([\w-]+)\/\2\.md\) \| - \|$/gm;

const code = (text: string): string => `\`${text.replace(/\s+/g, ' ').replace(/\|/g, '\\|')}\``;

/** Up to `max` names as code, then how many more. */
function someNames(names: readonly string[], max = 4): string {
  const shown = names.slice(0, max).map(code);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
}

/** A sentence saying what an export is, from its symbol (and its members'). */
export function describeSymbol(symbol: SdkSymbol, members: readonly SdkSymbol[]): string {
  if (symbol.kind === 'function') {
    const params = symbol.parameters.map((p) => p.name);
    const takes = params.length ? `takes ${someNames(params)} and ` : '';
    return `A function that ${takes}returns ${code(symbol.returns?.type ?? 'void')}.`;
  }
  if (symbol.kind === 'variable') return `A constant of type ${code(symbol.signature.replace(/^const [\w$]+: /, ''))}.`;
  const fields = members.map((member) => member.name.slice(member.name.lastIndexOf('.') + 1));
  if (fields.length) return `An object with ${fields.length === 1 ? 'the field' : 'the fields'} ${someNames(fields)}.`;
  const value = symbol.signature.replace(/^type [\w$]+(?:<[^=]*>)? = /, '');
  const choices = value.split(' | ');
  if (choices.length > 1 && choices.every((choice) => /^(?:"[^"]*"|\d+|true|false|null)$/.test(choice.trim())))
    return `One of ${someNames(choices, 6)}.`;
  return `The type ${code(value.length > 80 ? `${value.slice(0, 77)}...` : value)}.`;
}

/** The sidebar category of each page (`type-aliases/KVListItem` → `Storage`). */
function categoryOf(pages: ApiPageSet): Map<string, string> {
  const categories = new Map<string, string>();
  for (const category of pages.categories ?? [])
    for (const page of category.pages) categories.set(page, category.label);
  return categories;
}

/** The index with a description in every row that had none. */
export function describeIndexRows(markdown: string, symbols: SymbolIndex, pages: ApiPageSet): string {
  const byName = new Map(symbols.symbols.map((symbol) => [symbol.name, symbol]));
  const categories = categoryOf(pages);
  return markdown.replace(EMPTY_ROW, (row, strike: string | undefined, name: string, dir: string) => {
    const symbol = byName.get(name);
    if (!symbol) return row;
    const members = symbols.symbols.filter((member) => member.parent === name);
    const category = categories.get(`${dir}/${name}`);
    const deprecated = symbol.deprecated ? 'Deprecated. ' : '';
    const description = `${deprecated}${category ? `${category}. ` : ''}${describeSymbol(symbol, members)}`;
    const mark = strike ?? '';
    return `| [${mark}${name}${mark}](${dir}/${name}.md) | ${description} |`;
  });
}
