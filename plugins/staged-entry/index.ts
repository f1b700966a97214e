/**
 * Docusaurus plugin: in production client builds the client entry is src/client/staged-entry.tsx
 * instead of @docusaurus/core's lib/client/clientEntry.js. It hydrates the same app, but evaluates
 * the page's modules in stages, a task each, where the core's entry evaluates them all, and then
 * hydrates, in one task. The server bundle and `docusaurus start` keep the core's entry.
 */
import {productionClientSwap} from '../module-swap';

/** The core's client entry, as the client webpack config names it (an absolute path). */
export const CORE_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

/** The entry that takes its place, relative to the site. */
export const STAGED_ENTRY_MODULE = 'src/client/staged-entry.tsx';

export default productionClientSwap({
  name: 'staged-entry',
  request: CORE_ENTRY,
  module: STAGED_ENTRY_MODULE,
});
