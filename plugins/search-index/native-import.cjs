// A real (untranspiled) dynamic import(), for ESM-only packages such as pagefind: see build-index.ts.
module.exports = (specifier) => import(specifier);
