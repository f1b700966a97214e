/**
 * Shiki at build time: code cut into lines of tokens, each with its colour role (roles.ts).
 * One highlighter for the whole build, created on first use.
 */
import {createHighlighter, type Highlighter} from 'shiki';
import type {CodeLine} from '../../lib/code-tokens';
import {SHIKI_LANGUAGES, type ShikiLanguage} from './languages';
import {ROLE_THEME, roleOfColour} from './roles';

let highlighter: Promise<Highlighter> | undefined;

function shiki(): Promise<Highlighter> {
  highlighter ??= createHighlighter({themes: [ROLE_THEME], langs: [...SHIKI_LANGUAGES]});
  return highlighter;
}

/** Blocks met before (the same signature or command on many pages), highlighted. */
const known = new Map<string, CodeLine[]>();

/** `code` highlighted as `lang` (a Shiki language, languages.ts): one array of tokens per line (a copy: callers may cut it). */
export async function highlight(code: string, lang: ShikiLanguage): Promise<CodeLine[]> {
  const key = `${lang}\0${code}`;
  let lines = known.get(key);
  if (!lines) {
    lines = tokenize(await shiki(), code, lang);
    known.set(key, lines);
  }
  return lines.map((line) => line.map((token) => ({...token})));
}

function tokenize(highlighter: Highlighter, code: string, lang: ShikiLanguage): CodeLine[] {
  // No time limit per line (Shiki's default, 500 ms, leaves a line unhighlighted on a loaded
  // machine): the same code always gives the same tokens.
  const lines = highlighter.codeToTokensBase(code, {lang, theme: ROLE_THEME, tokenizeTimeLimit: 0});
  const out = lines.map((line) => {
    const tokens: CodeLine = [];
    for (const token of line) {
      const role = roleOfColour(token.color);
      const last = tokens.at(-1);
      if (last?.role === role) last.text += token.content;
      else if (token.content) tokens.push({text: token.content, role});
    }
    return tokens;
  });
  // Shiki returns no line for an empty last line; the code's lines and the tokens' lines must match.
  const count = code.split('\n').length;
  while (out.length < count) out.push([]);
  return out;
}
