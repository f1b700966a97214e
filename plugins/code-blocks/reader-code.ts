/**
 * The code readers see of a fence, from its source alone (no compile): what the Markdown copies
 * of the pages (plugins/llms) carry. For JavaScript and TypeScript, Twoslash notations and the
 * hidden setup above `// ---cut---` are removed (lib/samples/notations.ts), as the
 * build's compile removes them; then the highlight comments (lines.ts).
 */
import {NotationError, readNotations, visibleCode} from '../../lib/samples';
import {TWOSLASH_LANGUAGES} from './languages';
import {shownCode} from './lines';

export function readerCode(source: string, lang: string | null | undefined, meta: string | null | undefined): string {
  const fence = (lang ?? 'text').toLowerCase();
  let code = source;
  if (TWOSLASH_LANGUAGES.has(fence)) {
    try {
      code = visibleCode(source, readNotations(source).removals).code;
    } catch (error) {
      // A notation the build rejects fails the page's build; elsewhere the code stays as written.
      if (!(error instanceof NotationError)) throw error;
    }
  }
  return shownCode(code, fence, meta);
}
