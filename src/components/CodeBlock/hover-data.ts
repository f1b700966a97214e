/**
 * Loads a page's hover table (plugins/code-blocks writes it to build/assets/hover/) once per URL,
 * on the first hover or focus inside a code block of the page.
 */
import type {HoverTable} from '@site/lib/code-tokens';

const tables = new Map<string, Promise<HoverTable>>();

export function loadHoverTable(url: string): Promise<HoverTable> {
  let table = tables.get(url);
  if (!table) {
    table = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(response.statusText);
      return (await response.json()) as HoverTable;
    });
    // A failed load is tried again on the next hover.
    table.catch(() => tables.delete(url));
    tables.set(url, table);
  }
  return table;
}
