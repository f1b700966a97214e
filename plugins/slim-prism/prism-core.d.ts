/** Types for Prism core alone: the same API as the full `prismjs` module. */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}

/** Prism language components: side-effect modules that register a grammar on the global Prism. */
declare module 'prismjs/components/prism-*';
