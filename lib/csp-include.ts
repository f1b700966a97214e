/**
 * The nginx include that carries the site's Content-Security-Policy: the csp plugin
 * (plugins/csp) writes it into the build, deploy/nginx.conf includes it, the nginx harness
 * (lib/nginx-harness.ts) requires it.
 */

/** File name of the generated nginx include, at the root of the build directory. */
export const CSP_INCLUDE_FILE = '_csp.conf';
