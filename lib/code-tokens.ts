/**
 * The compact form in which a code block's highlighting travels from the build (plugins/code-blocks,
 * which runs Shiki) to the page (src/components/CodeBlock, which only cuts the code into spans):
 * each line is a run of tokens `<role><length>`, lines separated by a space; a capital role letter
 * marks a name the compiler typed. `k5x1X3` is a 5-character keyword, one plain character, then a
 * plain 3-character typed name. The page's typed names are numbered in order, across its blocks
 * (a block says where its numbers start); the page's hover table maps each number to its entry.
 * The code itself travels beside the tokens, as the text it is.
 */

/** The one-letter colour roles of highlighted code (their names, classes and colours: code-roles.ts). */
export const ROLE_LETTERS = 'xcpoksnftgadbi';

export type CodeRole = 'x' | 'c' | 'p' | 'o' | 'k' | 's' | 'n' | 'f' | 't' | 'g' | 'a' | 'd' | 'b' | 'i';

export interface CodeToken {
  text: string;
  role: CodeRole;
  /** For a name the compiler typed: its number among the page's typed names (HoverTable.names). */
  hover?: number;
}

export type CodeLine = CodeToken[];

const TOKEN = /([a-zA-Z])(\d+)/y;

const isRole = (letter: string): letter is CodeRole => letter.length === 1 && ROLE_LETTERS.includes(letter);

/** The tokens string of highlighted lines (their texts must be the lines of the code, in order). */
export function encodeTokens(lines: readonly CodeLine[]): string {
  return lines
    .map((line) =>
      line
        .filter((token) => token.text.length > 0)
        .map((token) => `${token.hover === undefined ? token.role : token.role.toUpperCase()}${token.text.length}`)
        .join(''),
    )
    .join(' ');
}

/** Thrown when a tokens string does not describe the code it came with. */
export class CodeTokensError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CodeTokensError';
  }
}

/**
 * The code cut into its highlighted lines, its typed names numbered from `firstName` on. Throws a
 * CodeTokensError when the tokens do not fit the code.
 */
export function decodeTokens(code: string, tokens: string, firstName = 0): CodeLine[] {
  let name = firstName;
  const texts = code.split('\n');
  const encoded = tokens.split(' ');
  if (encoded.length !== texts.length) {
    throw new CodeTokensError(`${encoded.length} token lines, ${texts.length} lines`);
  }
  return texts.map((text, index) => {
    const line: CodeLine = [];
    const source = encoded[index];
    let offset = 0;
    TOKEN.lastIndex = 0;
    while (TOKEN.lastIndex < source.length) {
      const match = TOKEN.exec(source);
      const role = match?.[1].toLowerCase() ?? '';
      if (!match || !isRole(role)) throw new CodeTokensError(`line ${index + 1}: bad token`);
      const length = Number(match[2]);
      const token: CodeToken = {text: text.slice(offset, offset + length), role};
      if (match[1] !== role) token.hover = name++;
      line.push(token);
      offset += length;
    }
    if (offset !== text.length) {
      throw new CodeTokensError(`line ${index + 1}: ${offset} of ${text.length} characters`);
    }
    return line;
  });
}

/** A paragraph of a documentation comment (text, with inline code as one-element arrays), or a code block. */
export type DocsBlock = {text: (string | [string])[]} | {code: string};

/** One entry of a page's hover table (`build/assets/hover/<hash>.json`). */
export interface HoverEntry {
  /** What the compiler says of the name: `const os: OpenSecretContextType`. */
  type: string;
  /** `type`, highlighted (a tokens string of its lines). */
  tokens: string;
  /** The declaration's documentation comment, as the release's types state it. */
  docs?: DocsBlock[];
  /** The name's entry in the API reference of the release the sample compiles against. */
  link?: {url: string; symbol: string};
}

/** A page's hover table. */
export interface HoverTable {
  /** Each distinct hover text of the page. */
  entries: HoverEntry[];
  /** The entry of each typed name of the page, in order; -1 for a name the compiler says nothing of. */
  names: number[];
}
