/**
 * Identifier helpers shared by the search engine (ranking) and the index plugin (the vocabulary it
 * builds in plugins/search-index/vocabulary.ts).
 */

/** Splits an identifier at its camelCase humps: KVListItem → KV, List, Item. */
export function camelParts(word: string): string[] {
  return word.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [word];
}

/** An identifier written in camelCase or PascalCase (OpenSecretProvider, useOpenSecret, KVListItem). */
export function isIdentifier(word: string): boolean {
  return /[a-z][A-Z]|[A-Z]{2}[a-z]/.test(word);
}
