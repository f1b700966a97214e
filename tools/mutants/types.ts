/** The shape of a mutant: one change to an installed release's shipped JavaScript (./catalogue-v3.ts and its parts, ./catalogue-v1.ts). */
import type {DocumentedRelease} from '../../lib/sdk-behaviours/types';

export interface Mutant {
  /** Unique across the catalogue: the release's id prefix (`v3.`, `v1.`) and lower-case words joined by dashes. */
  readonly id: string;
  readonly release: DocumentedRelease;
  /** The dist file the release's `import` export resolves to, relative to the site root. */
  readonly file: string;
  /** Text the file must hold exactly once; the mutant replaces it. */
  readonly search: string;
  readonly replace: string;
  /** The heading (`## …`) of the release's security page under which the statement's row stands. */
  readonly section: string;
  /** Words of the row's first cell that find the row; the row must link every test of `killedBy`. */
  readonly statement: string;
  /** What the change does to the SDK, in a few words. */
  readonly change: string;
  /** Behaviour ids whose tests back the statement; at least one must fail with the mutant applied. */
  readonly killedBy: readonly string[];
  /**
   * Why no test can observe the change, for a mutant the tests are expected to let through; a
   * mutant with an explanation that the tests kill is an error, so the field cannot go stale.
   */
  readonly explanation?: string;
}

export type Outcome =
  | {readonly kind: 'killed'; readonly failed: readonly string[]}
  | {readonly kind: 'survived'}
  | {readonly kind: 'explained'}
  | {readonly kind: 'error'; readonly message: string};

export interface MutantResult {
  readonly mutant: Mutant;
  readonly outcome: Outcome;
  readonly seconds: number;
}
