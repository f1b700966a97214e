/**
 * Behaviours of `@opensecret/react` 1.1.0 (and, for its document upload page, 1.5.4) that the
 * 1.1.0 docs pages state beyond the protocol and the core calls, one file per group of pages.
 */
import {V1_PAGES_ACCOUNTS} from './v1-pages-accounts';
import {V1_PAGES_DATA} from './v1-pages-data';

export const V1_PAGES = {...V1_PAGES_ACCOUNTS, ...V1_PAGES_DATA} as const;
