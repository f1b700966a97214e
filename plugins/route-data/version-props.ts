/**
 * A docs version's route props (`@generated/docusaurus-plugin-content-docs/<id>/p/*.json`),
 * loaded with every doc page of the version, carry `version.docs` (the title and description of
 * every doc) and, on each sidebar link, its `docId` and `unlisted: false`. The theme reads the
 * doc list and link doc ids only for the cards of DocCard and DocCardList (generated-index
 * category pages), which this site does not use (./doc-cards.ts keeps that true), and treats a
 * missing `unlisted` as false; the client bundle gets the props without them.
 */

interface VersionProps {
  version: {docsSidebars: Record<string, unknown[]>; docs: unknown; [key: string]: unknown};
  [key: string]: unknown;
}

export function isVersionProps(props: unknown): props is VersionProps {
  if (props === null || typeof props !== 'object' || !('version' in props)) return false;
  const {version} = props;
  return (
    version !== null &&
    typeof version === 'object' &&
    'docs' in version &&
    'docsSidebars' in version &&
    version.docsSidebars !== null &&
    typeof version.docsSidebars === 'object' &&
    Object.values(version.docsSidebars).every(Array.isArray)
  );
}

/** Sidebar items, at any depth, with links lacking `docId` and `unlisted: false`. */
export function clientSidebarItems(items: readonly unknown[]): unknown[] {
  return items.map((item) => {
    if (item === null || typeof item !== 'object') return item;
    const record = {...(item as Record<string, unknown>)};
    if (record.type === 'link') {
      delete record.docId;
      if (record.unlisted === false) delete record.unlisted;
    }
    if (Array.isArray(record.items)) record.items = clientSidebarItems(record.items);
    return record;
  });
}

/** The props with an empty `version.docs` and slimmer sidebar links. */
export function clientVersionProps(props: VersionProps): VersionProps {
  const docsSidebars = Object.fromEntries(
    Object.entries(props.version.docsSidebars).map(([name, items]) => [name, clientSidebarItems(items)]),
  );
  return {...props, version: {...props.version, docs: {}, docsSidebars}};
}
