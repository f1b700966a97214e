/** The shape of one SDK behaviour as the site, its plugins and its checks read it (`lib/sdk-behaviours.ts`). */

/**
 * An SDK release the behaviour tests run: the two the docs versions document, and 1.5.4, which
 * the 1.1.0 docs' document upload page documents.
 */
export type SdkRelease = '3.2.0' | '1.1.0' | '1.5.4';

/** A release a docs version documents; a test named without a release prefix runs in each. */
export type DocumentedRelease = '3.2.0' | '1.1.0';

export interface SdkBehaviour {
  readonly release: SdkRelease;
  /** The behaviour as a plain statement of fact about the release's shipped JavaScript. */
  readonly title: string;
  /** Site routes of the pages that state the behaviour, with `#anchor` for the section. */
  readonly pages: readonly string[];
  /** The test file, relative to the site root, that holds the one test of this behaviour. */
  readonly test: string;
}
