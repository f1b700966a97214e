/** The content modules of the docs (`@site/docs/…`, `@site/versioned_docs/…`), as their routes name them. */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

export function docSources(docs: readonly LoadedContent[]): Set<string> {
  const sources = new Set<string>();
  for (const {loadedVersions} of docs) {
    for (const version of loadedVersions) for (const doc of version.docs) sources.add(doc.source);
  }
  return sources;
}
