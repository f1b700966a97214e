/**
 * Class names finished at run time: `alert--${type}` in a template literal, `'col--' + size` or
 * `'col--'.concat(size)`. The source holds only the prefix, so every class starting with it is
 * kept. Over-keeping is harmless (a prefix such as `language-` that no purged rule starts with
 * keeps nothing); missing one would drop rules that pages use.
 */

/** A class-like word that ends in `-` or `_`, the start of a name built from it. */
const PREFIX = String.raw`[A-Za-z_][\w-]*[-_]`;

const BUILT_NAMES: readonly RegExp[] = [
  new RegExp(String.raw`(${PREFIX})\$\{`, 'g'), // `prefix${…}`
  new RegExp(String.raw`(["'])(${PREFIX})\1\s*(?:\+|\.concat\()`, 'g'), // 'prefix' + …, 'prefix'.concat(…)
];

/** The prefixes of class names that `source` builds at run time, sorted, each once. */
export function dynamicClassPrefixes(source: string): string[] {
  const prefixes = new Set<string>();
  for (const pattern of BUILT_NAMES) {
    for (const match of source.matchAll(pattern)) {
      const prefix = match[2] ?? match[1];
      if (prefix) prefixes.add(prefix);
    }
  }
  return [...prefixes].sort();
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that matches the class names starting with `prefix`. */
export const prefixPattern = (prefix: string): RegExp => new RegExp(`^${escapeRegExp(prefix)}`);
