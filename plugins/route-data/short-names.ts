/**
 * Shorter chunk names for the client bundle. Docusaurus names each route module's chunk with an
 * 8-character hash of the module's path; every name appears several times in the route data each
 * page loads (the chunk registry, the route-to-chunks table, the runtime's chunk file table).
 * Each name is cut to its shortest prefix, of at least `minLength` characters, that no other name
 * shares, so a name only changes when a new name starts the same way.
 */

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** Maps each of `names` (unique) to its shortest unique prefix of at least `minLength` characters. */
export function shortChunkNames(names: readonly string[], minLength = 3): Map<string, string> {
  const sorted = [...new Set(names)].sort();
  if (sorted.length !== names.length) throw new Error('route-data: chunk names must be unique');
  const short = new Map<string, string>();
  sorted.forEach((name, index) => {
    const before = index > 0 ? commonPrefixLength(name, sorted[index - 1]) : 0;
    const after = index + 1 < sorted.length ? commonPrefixLength(name, sorted[index + 1]) : 0;
    short.set(name, name.slice(0, Math.max(minLength, before + 1, after + 1)));
  });
  return short;
}
