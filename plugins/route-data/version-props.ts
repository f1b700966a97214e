/**
 * A docs version's route props (`@generated/docusaurus-plugin-content-docs/<id>/p/*.json`),
 * loaded with every doc page of the version, carry `version.docs`: the title and description of
 * every doc. The theme reads it only through `useDocById`, for the cards of DocCard and
 * DocCardList (generated-index category pages), which this site does not use; the client bundle
 * gets the props without it (see ./doc-cards.ts for the check that keeps this true).
 */

interface VersionProps {
  version: {docsSidebars: unknown; docs: unknown; [key: string]: unknown};
  [key: string]: unknown;
}

export function isVersionProps(props: unknown): props is VersionProps {
  if (props === null || typeof props !== 'object' || !('version' in props)) return false;
  const {version} = props;
  return version !== null && typeof version === 'object' && 'docsSidebars' in version && 'docs' in version;
}

/** The props with an empty `version.docs`. */
export function clientVersionProps(props: VersionProps): VersionProps {
  return {...props, version: {...props.version, docs: {}}};
}
