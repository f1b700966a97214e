/**
 * A page's run table: what the build writes for the sample runner (plugins/code-blocks/run-table.ts)
 * and the runner reads when a reader first presses Run on the page (src/runner/).
 */

/** One sample of the page: a module a previewed sample may import as `./name`. */
export interface RunModule {
  /** The fence's title, `src/Notes.tsx`. */
  title: string;
  /** The code the reader sees (and may edit). */
  code: string;
  /** Setup the page hides before the code (up to and with `// ---cut---`), '' if none. */
  hidden: string;
  lang: 'ts' | 'tsx';
}

export interface RunTableSample extends RunModule {
  /** The SDK release the sample compiles against. */
  release: string;
  /** The component the runner renders (TSX samples it can preview). */
  component?: string;
  /** Why a TSX sample has no Run control. */
  reason?: string;
}

export interface RunTable {
  /** The page's titled TS and TSX samples, in page order. */
  samples: RunTableSample[];
}

const DECLARED_VALUE = /^[\t ]*declare\s+(?:function|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm;

/**
 * The values a sample's hidden setup declares without defining (`declare function ModelPicker…`):
 * the sample check compiles against the declaration; a run needs the value, which the page's
 * sample that exports that name gives (as in the samples project).
 */
export function declaredValues(hidden: string): string[] {
  return [...hidden.matchAll(DECLARED_VALUE)].map((match) => match[1]);
}

/** Whether `code` exports a value named `name`. */
export function exportsName(code: string, name: string): boolean {
  return new RegExp(`^export\\s+(?:async\\s+)?(?:function\\*?|const|let|var|class)\\s+${name}\\b`, 'm').test(code);
}
