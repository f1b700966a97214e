/**
 * Re-ranking on top of Pagefind's score: a page whose title names the query (an
 * API symbol such as `useOpenSecret`, or one camelCase part of it such as `provider` in
 * `OpenSecretProvider`) comes before pages that only mention it.
 */
import {allowedDistance, editDistance} from './typo';
import {camelParts, isIdentifier} from './words';

/** "Function: OpenSecretProvider()" → "OpenSecretProvider"; "Type Alias: KVListItem" → "KVListItem". */
export function titleSubject(title: string): string {
  return title
    .replace(/^(function|type alias|interface|variable|class|enumeration|namespace)\s*:\s*/i, '')
    .replace(/(<[^>]*>)?\s*\(\s*\)\s*$/, '')
    .trim();
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}_$]+/gu, '');

/**
 * How well a title matches a query: 4 exact (the subject is the query), 3 prefix of the
 * subject, 2.5 the query is a whole word of the title, 2 a camelCase part of a name in it (a guide
 * titled "Remote attestation" comes before the `getAttestation` member for "attestation"), 1.75 and
 * 1.5 the same within a typo's distance of a one-word query ("attestaton"), 1 every query word
 * starts a word of the title, 0 otherwise.
 */
export function titleMatchTier(title: string, query: string): number {
  const q = squash(query);
  if (!q) return 0;
  const subject = squash(titleSubject(title));
  if (subject === q) return 4;
  if (subject.startsWith(q)) return 3;
  const titleWords = title.match(/[\p{L}\p{N}_$]+/gu) ?? [];
  if (titleWords.some((word) => word.toLowerCase() === q)) return 2.5;
  const words = titleWords.flatMap((word) => (isIdentifier(word) ? [word, ...camelParts(word)] : [word]));
  const lowerWords = words.map((word) => word.toLowerCase());
  if (lowerWords.includes(q)) return 2;
  const allowed = /^[\p{L}\p{N}_$]+$/u.test(query.trim()) ? allowedDistance(q.length) : 0;
  const near = (word: string) => allowed > 0 && editDistance(q, word.toLowerCase(), allowed) <= allowed;
  if (titleWords.some(near)) return 1.75;
  if (lowerWords.some(near)) return 1.5;
  const terms = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_$]+/u)
    .filter(Boolean);
  if (terms.length > 0 && terms.every((term) => lowerWords.some((word) => word.startsWith(term)))) return 1;
  return 0;
}

export interface Rankable {
  title: string;
  score: number;
}

/** Sorts by title match tier, then Pagefind score; stable for equal keys. */
export function rerank<T extends Rankable>(items: readonly T[], query: string): T[] {
  return items
    .map((item, index) => ({item, index, tier: titleMatchTier(item.title, query)}))
    .sort((a, b) => b.tier - a.tier || b.item.score - a.item.score || a.index - b.index)
    .map(({item}) => item);
}
