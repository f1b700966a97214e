/**
 * Docusaurus plugin: resolves `prism-react-renderer` in the client bundle to our slim module
 * (./prism-react-renderer.ts), so pages carry Prism core and the site's configured languages
 * instead of the package's built-in twenty.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const SLIM_PRISM_MODULE = path.join(__dirname, 'prism-react-renderer.ts');

export default function slimPrismPlugin(): Plugin {
  return {
    name: 'slim-prism',
    // Server and client bundles both: the server-rendered HTML must match what hydrates.
    configureWebpack: () => ({resolve: {alias: {'prism-react-renderer$': SLIM_PRISM_MODULE}}}),
  };
}
