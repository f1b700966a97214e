/**
 * Lays out signature text for narrow screens with Prettier: a long parameter list or object type
 * breaks one entry per line. The symbol index holds each signature on one line (symbols.ts); a
 * member signature (`signIn: (email: string) => Promise<void>`) is formatted inside a type
 * literal, a function or constant as a `declare` statement. Text Prettier cannot parse is kept
 * as it is.
 */
import prettier from 'prettier';
import type {SdkSymbol} from '../../../lib/symbol-index';

/** Line width of the formatted code: about what a phone shows without scrolling sideways. */
export const SIGNATURE_WIDTH = 60;

const MEMBER_WRAPPER = 'type __Member = {\n';

async function prettierFormat(source: string): Promise<string | undefined> {
  try {
    return await prettier.format(source, {parser: 'typescript', printWidth: SIGNATURE_WIDTH, semi: true});
  } catch {
    return undefined;
  }
}

/** The signature of `symbol`, laid out over several lines where it is long. */
export async function formatSignature(symbol: Pick<SdkSymbol, 'kind' | 'signature'>): Promise<string> {
  const {kind, signature} = symbol;
  if (kind === 'member') {
    const formatted = await prettierFormat(`${MEMBER_WRAPPER}${signature}\n};`);
    if (!formatted?.startsWith(MEMBER_WRAPPER)) return signature;
    const lines = formatted.trimEnd().split('\n').slice(1, -1);
    return lines
      .map((line) => line.replace(/^ {2}/, ''))
      .join('\n')
      .replace(/;$/, '');
  }
  if (kind === 'function' || kind === 'variable') {
    const source = signature
      .split(';\n')
      .map((line) => `declare ${line};`)
      .join('\n');
    const formatted = await prettierFormat(source);
    return formatted ? formatted.trimEnd().replace(/^declare /gm, '') : signature;
  }
  const formatted = await prettierFormat(signature);
  return formatted ? formatted.trimEnd() : signature;
}

type Signed = Pick<SdkSymbol, 'kind' | 'signature'>;

const keyOf = (symbol: Signed): string => `${symbol.kind}\n${symbol.signature}`;

/** Formats every signature of the symbols once; returns the lookup of a symbol's formatted text (its own text when not given). */
export async function formatSignatures(symbols: Iterable<Signed>): Promise<(symbol: Signed) => string> {
  const formatted = new Map<string, string>();
  for (const symbol of symbols) {
    const key = keyOf(symbol);
    if (!formatted.has(key)) formatted.set(key, await formatSignature(symbol));
  }
  return (symbol) => formatted.get(keyOf(symbol)) ?? symbol.signature;
}
