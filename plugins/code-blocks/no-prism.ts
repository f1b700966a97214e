/**
 * Stands in for the theme's Prism client module (index.ts): code blocks arrive highlighted from
 * the build, so pages load no highlighter and register no grammar.
 */
export {};
