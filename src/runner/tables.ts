/**
 * The pages' run tables, fetched once each: every Run of a page, and of the page again after a
 * client-side navigation, reads the same download.
 */
import type {RunTable} from '@site/lib/run-table';

const tables = new Map<string, Promise<RunTable>>();

export function runTableAt(url: string): Promise<RunTable> {
  let table = tables.get(url);
  if (!table) {
    table = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`the page's samples could not be loaded (HTTP ${response.status})`);
      return (await response.json()) as RunTable;
    });
    // A failed download is tried again on the next Run.
    table.catch(() => tables.delete(url));
    tables.set(url, table);
  }
  return table;
}
