/**
 * Which lines of a code block readers see and which are highlighted, as Docusaurus decides it:
 * a `{2-3}` range in the fence meta highlights those lines (1-based); otherwise a line holding
 * only a `highlight-next-line` comment highlights the next line, `highlight-start` …
 * `highlight-end` the lines between, and those comment lines are not shown. The comment syntax
 * follows the language (`//` and `/* *\/` in JS and TS, `{/* *\/}` in JSX and TSX, `#` in shell…).
 * Upstream: @docusaurus/theme-common@3.7.0 — parseLines, getAllMagicCommentDirectiveStyles.
 */

const COMMENT_STYLES = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
} as const;

type CommentStyle = keyof typeof COMMENT_STYLES;

function stylesOf(lang: string): CommentStyle[] {
  switch (lang.toLowerCase()) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'bash':
    case 'python':
    case 'py':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    default:
      return ['js', 'jsBlock', 'jsx', 'bash', 'html'];
  }
}

const DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'] as const;
type Directive = (typeof DIRECTIVES)[number];

function directivePattern(lang: string): RegExp {
  const alternatives = stylesOf(lang).map((style) => {
    const [start, end] = COMMENT_STYLES[style];
    return `(?:${start}\\s*(${DIRECTIVES.join('|')})\\s*${end})`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

const RANGE = /\{([\d,-]+)\}/;

/** `1,3-5` -> [1, 3, 4, 5]. */
function parseRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to] = part.split('-').map(Number);
    if (!Number.isInteger(from)) return [];
    if (to === undefined || !Number.isInteger(to)) return [from];
    return Array.from({length: Math.max(0, to - from + 1)}, (_, i) => from + i);
  });
}

export interface LinePlan {
  /** The lines readers see: 0-based indexes into the code's lines, in order. */
  shown: number[];
  /** Which of the shown lines are highlighted: 0-based indexes into `shown`. */
  highlighted: number[];
}

/** The lines of `code` (a fence of language `lang` with meta `meta`) readers see, and the highlighted ones. */
export function planLines(code: string, lang: string, meta: string | null | undefined): LinePlan {
  const count = code.split('\n').length;
  const all = Array.from({length: count}, (_, i) => i);
  const range = RANGE.exec(meta ?? '')?.[1];
  if (range !== undefined) {
    const highlighted = [...new Set(parseRange(range))].filter((n) => n > 0 && n <= count).map((n) => n - 1);
    return {shown: all, highlighted: highlighted.sort((a, b) => a - b)};
  }
  const pattern = directivePattern(lang);
  const shown: number[] = [];
  const highlighted = new Set<number>();
  let blockStart = 0;
  code.split('\n').forEach((line, index) => {
    const directive = pattern
      .exec(line)
      ?.slice(1)
      .find((match) => match !== undefined) as Directive | undefined;
    if (directive === undefined) {
      shown.push(index);
      return;
    }
    if (directive === 'highlight-next-line') highlighted.add(shown.length);
    else if (directive === 'highlight-start') blockStart = shown.length;
    else for (let i = blockStart; i < shown.length; i++) highlighted.add(i);
  });
  return {shown, highlighted: [...highlighted].filter((i) => i < shown.length).sort((a, b) => a - b)};
}

/** The code readers see of `code`: without its magic comment lines. */
export function shownCode(code: string, lang: string, meta: string | null | undefined): string {
  const lines = code.split('\n');
  return planLines(code, lang, meta)
    .shown.map((index) => lines[index])
    .join('\n');
}
