/**
 * Purges one stylesheet's PostCSS tree with PurgeCSS: a selector stays when every class and id
 * it names is one the content holds (or starts with a prefix the content completes at run
 * time); its elements and attributes always count as present (./selector-parts.ts), and a
 * selector of pseudo-classes alone is judged by what its `:where()` holds (./pseudo-only.ts). Rules
 * left without selectors go, and so do `@media` blocks left empty; `:root` and
 * `[data-theme]` variables, `@keyframes` and `@font-face` stay, since other stylesheets may use them.
 */
import type {Root} from 'postcss';
import {
  PurgeCSS,
  defaultOptions,
  mergeExtractorSelectors,
  standardizeSafelist,
  type ExtractorResultSets,
  type RawContent,
} from 'purgecss';
import {dynamicClassPrefixes, prefixPattern} from './dynamic-classes';
import {markPseudoOnly, unmarkPseudoOnly, unmarkSelector} from './pseudo-only';
import {selectorParts} from './selector-parts';

/** What pages can render, read once from the content files. */
export interface ContentSelectors {
  /** The words of the content, as PurgeCSS's default extractor splits them. */
  readonly selectors: ExtractorResultSets;
  /** Prefixes of class names the content builds at run time. */
  readonly prefixes: readonly string[];
}

export interface ContentText {
  readonly file: string;
  readonly text: string;
}

export async function contentSelectors(content: readonly ContentText[]): Promise<ContentSelectors> {
  const raw: RawContent[] = content.map(({file, text}) => ({raw: text, extension: file.split('.').pop() ?? ''}));
  const selectors = await new PurgeCSS().extractSelectorsFromString(raw, []);
  const prefixes = new Set(content.flatMap(({text}) => dynamicClassPrefixes(text)));
  return {selectors, prefixes: [...prefixes].sort()};
}

export interface PurgeResult {
  /** Selectors in the stylesheet before and after, counting each of a list's selectors. */
  readonly before: number;
  readonly after: number;
  /** Each selector removed, as written in the stylesheet; a class emptied out of a `:where()` stands for the selector it took along. */
  readonly removed: readonly string[];
}

const countSelectors = (root: Root): number => {
  let count = 0;
  root.walkRules((rule) => {
    count += rule.selectors.length;
  });
  return count;
};

/** Removes from `root` the rules no page can match. */
export function purgeRoot(root: Root, content: ContentSelectors): PurgeResult {
  const before = countSelectors(root);
  const purgeCss = new PurgeCSS();
  purgeCss.options = {
    ...defaultOptions,
    rejected: true,
    safelist: standardizeSafelist({standard: content.prefixes.map(prefixPattern)}),
  };
  markPseudoOnly(root);
  purgeCss.walkThroughCSS(root, mergeExtractorSelectors(content.selectors, selectorParts(root)));
  unmarkPseudoOnly(root);
  const removed = [...purgeCss.selectorsRemoved].map((selector) => unmarkSelector(selector).trim());
  return {before, after: countSelectors(root), removed};
}
