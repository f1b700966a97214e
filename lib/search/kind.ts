/**
 * The section a page belongs to, stored in the index as the Pagefind filter `kind` and shown
 * as a badge on each result.
 */
import {API_INDEX_PATH} from '../../src/constants';

export const KINDS = ['Guides', 'API reference'] as const;
export type Kind = (typeof KINDS)[number];

export function kindOfPath(pathname: string): Kind {
  const apiRoot = API_INDEX_PATH.replace(/\/$/, '');
  return pathname === apiRoot || pathname.startsWith(`${apiRoot}/`) ? 'API reference' : 'Guides';
}
