/**
 * The sessionStorage key under which src/client/navbar-keys.ts notes the navbar or version-banner
 * link last clicked, as `[to, from, title of the page left]`, for src/components/MissingPageNote.
 */
export const MISSING_PAGE_KEY = 'os-version-switch';
