/**
 * The fence languages the site highlights, and the Shiki grammar each uses. A fence without a
 * language is plain text; any other language stops the build (remark.ts names the file and line).
 */
import type {BundledLanguage, SpecialLanguage} from 'shiki';

export type ShikiLanguage = BundledLanguage | SpecialLanguage;

/** Fence language -> Shiki language. */
export const CODE_LANGUAGES: Readonly<Record<string, ShikiLanguage>> = {
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'tsx',
  js: 'javascript',
  javascript: 'javascript',
  jsx: 'jsx',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  json: 'json',
  md: 'markdown',
  markdown: 'markdown',
  text: 'text',
  txt: 'text',
};

/** The Shiki grammars to load (plain text needs none). */
export const SHIKI_LANGUAGES: readonly BundledLanguage[] = [...new Set(Object.values(CODE_LANGUAGES))].filter(
  (lang): lang is BundledLanguage => lang !== 'text',
);

/** Languages whose samples may carry Twoslash notations (hidden setup above `// ---cut---`). */
export const TWOSLASH_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'typescript', 'tsx', 'js', 'javascript', 'jsx']);

/** Thrown for a fence language the site does not highlight. */
export class UnknownLanguageError extends Error {
  constructor(readonly language: string) {
    super(
      `unknown code language "${language}": the site highlights ${Object.keys(CODE_LANGUAGES).join(', ')} ` +
        '(plugins/code-blocks/languages.ts)',
    );
    this.name = 'UnknownLanguageError';
  }
}

/** The Shiki language of a fence language (lower-cased; none is plain text). */
export function shikiLanguage(fence: string | null | undefined): ShikiLanguage {
  if (!fence) return 'text';
  const lang = CODE_LANGUAGES[fence.toLowerCase()];
  if (!lang) throw new UnknownLanguageError(fence);
  return lang;
}
