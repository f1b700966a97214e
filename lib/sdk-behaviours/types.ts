/**
 * The shapes of the SDK behaviours: what a behaviour test declares at its call in `tests/sdk/`,
 * and the entry the site, its plugins and its checks read (`lib/sdk-behaviours.ts`).
 */

/**
 * An SDK release the behaviour tests run: the two the docs versions document, and 1.5.4, which
 * the 1.1.0 docs' document upload page documents.
 */
export type SdkRelease = '3.2.0' | '1.1.0' | '1.5.4';

/** A release a docs version documents; `inBothReleases` runs a test in each. */
export type DocumentedRelease = '3.2.0' | '1.1.0';

/** One behaviour as the site reads it. */
export interface SdkBehaviour {
  readonly release: SdkRelease;
  /** The behaviour as a plain statement of fact about the release's shipped JavaScript. */
  readonly title: string;
  /** Site routes of the pages that state the behaviour, with `#anchor` for the section. */
  readonly pages: readonly string[];
  /** The test file, relative to the site root, that holds the one test of this behaviour. */
  readonly test: string;
}

/**
 * A page that states a behaviour, as a test declares it: a route relative to the base URL of
 * the docs version the id's prefix names (`security#the-handshake` is
 * `/docs/3.x/security#the-handshake` for a `v3.` id, `/docs/security#the-handshake` for a `v1.`
 * one), or a site route from `/` (`/#how-it-works`, or a page of the other docs version).
 */
export type DeclaredPage = string;

/** What `behaviour(id, declaration, run)` states besides its id. */
export interface BehaviourDeclaration {
  readonly title: string;
  readonly pages: readonly DeclaredPage[];
  /** The release the test runs, where it is not the one the id's prefix names: `1.5.4` for a `v1.` id. */
  readonly release?: SdkRelease;
}

/** What `inBothReleases(name, declaration, run)` states: one behaviour, a test and an id in each documented release. */
export interface BothReleasesDeclaration {
  /** The statement, or each release's where they differ. */
  readonly title: string | Readonly<Record<DocumentedRelease, string>>;
  /** Pages of each release's docs version that state it, relative to that version's base URL. */
  readonly pages: readonly DeclaredPage[];
  /** Pages that state it for one release only. */
  readonly also?: Readonly<Partial<Record<DocumentedRelease, readonly DeclaredPage[]>>>;
}
