/**
 * Lists the doc pages to publish for language models, per docs version, from the docs plugin's
 * loaded content: title, description, permalink and source come from each doc's metadata, the
 * section from its version's sidebars. Top-level sidebar docs go to "Docs", a category's docs to a section named after the
 * category ("Guides"), and every doc of an optional sidebar (the API reference) to "Optional".
 * A doc in no sidebar joins the section of the docs in its folder (or the nearest parent folder
 * that has some). Order: sidebar order, then docs in no sidebar by permalink; sections: Docs,
 * categories, Optional.
 */
import path from 'node:path';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {markdownPathFor} from '../../lib/markdown-path';

export const DOCS_SECTION = 'Docs';
export const OPTIONAL_SECTION = 'Optional';

export interface LlmsPage {
  id: string;
  title: string;
  description: string;
  /** URL path of the page, with base URL (e.g. /docs/guides/getting-started). */
  permalink: string;
  /** URL path of the page's Markdown copy (e.g. /docs/guides/getting-started.md). */
  markdownPath: string;
  /** Absolute path of the page's source file. */
  sourcePath: string;
  /** The llms.txt section (H2) the page is listed under. */
  section: string;
}

export interface CollectOptions {
  siteDir: string;
  /** Sidebars whose pages all go under "Optional" (secondary content an agent can skip). */
  optionalSidebars: readonly string[];
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** The last version: the latest, served as the docs plugin's default. */
export function currentVersion(content: LoadedContent): LoadedVersion {
  const version = content.loadedVersions.find((candidate) => candidate.isLast) ?? content.loadedVersions[0];
  if (!version) throw new Error('llms: the docs plugin loaded no version.');
  return version;
}

/** Every loaded version, the last (latest) first, then the others in the docs plugin's order. */
export function versionsLatestFirst(content: LoadedContent): LoadedVersion[] {
  const last = currentVersion(content);
  return [last, ...content.loadedVersions.filter((version) => version !== last)];
}

/** `@site/docs/x.mdx` → absolute path. */
export function sourcePathOf(doc: Pick<DocMetadata, 'source'>, siteDir: string): string {
  return path.resolve(siteDir, doc.source.replace(/^@site\//, ''));
}

/** The pages of the last (latest) version. */
export function collectPages(content: LoadedContent, options: CollectOptions): LlmsPage[] {
  return collectVersionPages(currentVersion(content), options);
}

/** The pages of one docs version, in section order. */
export function collectVersionPages(version: LoadedVersion, options: CollectOptions): LlmsPage[] {
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const sectionById = new Map<string, string>();

  const add = (id: string, section: string) => {
    if (docsById.has(id) && !sectionById.has(id)) sectionById.set(id, section);
  };
  const walk = (items: readonly SidebarItem[], section: string, optional: boolean) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add(item.id, section);
      if (item.type === 'category') {
        const inner = optional ? OPTIONAL_SECTION : item.label;
        if (item.link?.type === 'doc') add(item.link.id, inner);
        walk(item.items, inner, optional);
      }
    }
  };
  for (const [sidebarId, items] of Object.entries(version.sidebars)) {
    const optional = options.optionalSidebars.includes(sidebarId);
    walk(items, optional ? OPTIONAL_SECTION : DOCS_SECTION, optional);
  }

  const inSidebars = [...sectionById.keys()];
  const unlisted = version.docs
    .filter((doc) => !sectionById.has(doc.id))
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
  for (const doc of unlisted) {
    // The nearest folder, from the doc's own up to the docs root, that holds a doc in a sidebar.
    let sibling: string | undefined;
    for (let dir = doc.sourceDirName; !sibling; dir = path.posix.dirname(dir)) {
      sibling = inSidebars.find((id) => docsById.get(id)?.sourceDirName === dir);
      if (dir === '.' || dir === '/' || dir === '') break;
    }
    sectionById.set(doc.id, (sibling && sectionById.get(sibling)) ?? DOCS_SECTION);
  }

  const pages = [...sectionById].map(([id, section]): LlmsPage => {
    const doc = docsById.get(id);
    if (!doc) throw new Error(`llms: the sidebars link to "${id}", which is not a doc of this version.`);
    return {
      id,
      title: doc.title,
      description: doc.description.replace(/\s+/g, ' ').trim(),
      permalink: doc.permalink,
      markdownPath: markdownPathFor(doc.permalink),
      sourcePath: sourcePathOf(doc, options.siteDir),
      section,
    };
  });
  const order = sectionOrder(pages.map((page) => page.section));
  return order.flatMap((section) => pages.filter((page) => page.section === section));
}

/** Sections in order of first appearance, with Docs first and Optional last. */
export function sectionOrder(sections: readonly string[]): string[] {
  const unique = [...new Set(sections)];
  const rank = (section: string) => (section === DOCS_SECTION ? 0 : section === OPTIONAL_SECTION ? 2 : 1);
  return unique.sort((a, b) => rank(a) - rank(b));
}
