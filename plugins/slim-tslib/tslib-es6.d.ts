/** Types for tslib's ES module build: the same helpers as the `tslib` entry. */
declare module 'tslib/tslib.es6.mjs' {
  export * from 'tslib';
}
