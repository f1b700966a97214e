/**
 * The section a page belongs to, stored in the index as the Pagefind filter `kind` and shown
 * as a badge on each result.
 */
import {DOCS_VERSIONS} from '../../src/constants';

export const KINDS = ['Guides', 'API reference'] as const;
export type Kind = (typeof KINDS)[number];

export function kindOfPath(pathname: string): Kind {
  const inApi = DOCS_VERSIONS.some(({apiIndexPath}) => {
    const apiRoot = apiIndexPath.replace(/\/$/, '');
    return pathname === apiRoot || pathname.startsWith(`${apiRoot}/`);
  });
  return inApi ? 'API reference' : 'Guides';
}
