/**
 * Whether a tab group's island (./island.tsx) must take over as soon as the page shows, rather
 * than when the reader reaches for it: when the reader chose a tab of its group before (the
 * theme keeps the choice in localStorage under `docusaurus.tab.<groupId>`, followed by the site's
 * storage namespace) or the URL names one (the group's `queryString`), the theme shows that tab,
 * which the server's HTML cannot know.
 */

interface GroupData {
  groupId?: string;
  queryString?: string | boolean;
}

export function tabChoiceMade(host: HTMLElement): boolean {
  let group: GroupData | undefined;
  try {
    group = (JSON.parse(host.dataset.tabs ?? 'null') as {group?: GroupData} | null)?.group;
  } catch {
    return true;
  }
  if (!group) return true;
  const {groupId, queryString} = group;
  const queryKey = typeof queryString === 'string' ? queryString : queryString && groupId;
  if (queryKey && new URLSearchParams(window.location.search).has(queryKey)) return true;
  if (!groupId) return false;
  try {
    const prefix = `docusaurus.tab.${groupId}`;
    for (let index = 0; index < window.localStorage.length; index += 1) {
      if (window.localStorage.key(index)?.startsWith(prefix)) return true;
    }
  } catch {
    // Storage the page may not read (blocked): the theme cannot read a choice either.
  }
  return false;
}
