/**
 * The compact form in which a code block's highlighting travels from the build (plugins/code-blocks,
 * which runs Shiki) to the page (src/components/CodeBlock, which only cuts the code into spans):
 * each line is a run of tokens `<role><length>`, optionally `.<hover>`, lines separated by a space.
 * `k5x1v3.12` is a 5-character keyword, one plain character, then a 3-character token whose type
 * is entry 12 of the page's hover table. The code itself travels beside it, as the text it is.
 */

/** The colour roles of highlighted code. Each has a class in the CodeBlock styles and a colour per theme. */
export const CODE_ROLES = {
  x: 'plain',
  c: 'comment',
  p: 'punctuation',
  o: 'operator',
  k: 'keyword',
  s: 'string',
  n: 'constant',
  f: 'function',
  t: 'type',
  g: 'tag',
  a: 'property',
  d: 'deleted',
  b: 'bold',
  i: 'italic',
} as const;

export type CodeRole = keyof typeof CODE_ROLES;

export interface CodeToken {
  text: string;
  role: CodeRole;
  /** Index of the token's entry in the page's hover table, when the compiler gave it a type. */
  hover?: number;
}

export type CodeLine = CodeToken[];

const TOKEN = /([a-z])(\d+)(?:\.(\d+))?/y;

const isRole = (letter: string): letter is CodeRole => Object.hasOwn(CODE_ROLES, letter);

/** The tokens string of highlighted lines (their texts must be the lines of the code, in order). */
export function encodeTokens(lines: readonly CodeLine[]): string {
  return lines
    .map((line) =>
      line
        .filter((token) => token.text.length > 0)
        .map((token) => `${token.role}${token.text.length}${token.hover === undefined ? '' : `.${token.hover}`}`)
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

/** The code cut into its highlighted lines. Throws a CodeTokensError when the tokens do not fit the code. */
export function decodeTokens(code: string, tokens: string): CodeLine[] {
  const texts = code.split('\n');
  const encoded = tokens.split(' ');
  if (encoded.length !== texts.length) {
    throw new CodeTokensError(`${encoded.length} token lines for ${texts.length} lines of code`);
  }
  return texts.map((text, index) => {
    const line: CodeLine = [];
    const source = encoded[index];
    let offset = 0;
    TOKEN.lastIndex = 0;
    while (TOKEN.lastIndex < source.length) {
      const match = TOKEN.exec(source);
      if (!match || !isRole(match[1])) throw new CodeTokensError(`line ${index + 1}: bad token at "${source}"`);
      const length = Number(match[2]);
      const token: CodeToken = {text: text.slice(offset, offset + length), role: match[1]};
      if (match[3] !== undefined) token.hover = Number(match[3]);
      line.push(token);
      offset += length;
    }
    if (offset !== text.length) {
      throw new CodeTokensError(`line ${index + 1}: tokens cover ${offset} of ${text.length} characters`);
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

/** A page's hover table: what its code blocks' `.<hover>` indexes point to. */
export interface HoverTable {
  entries: HoverEntry[];
}
