/**
 * The element and attribute parts of a stylesheet's selectors, which the purge counts as
 * present on every page: Markdown renders elements (`table`, `blockquote`, `hr`, `kbd`) and
 * attributes (a task list's `type="checkbox"`) that no source file names, and the theme sets
 * `data-theme` from a stored choice. Only class and id names are checked against what pages can
 * render. Reading a few extra words (`:lang(en)` gives `en`) only keeps more.
 */
import type {AtRule, Root} from 'postcss';
import type {ExtractorResultDetailed} from 'purgecss';

/** `[name]`, `[name=value]`, `[name~="value" i]`… */
const ATTRIBUTE = /\[\s*([\w-]+)\s*(?:[~|^$*]?=\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]+)))?[^\]]*\]/g;
/** A word that is not part of a class, id, pseudo-class or longer word. */
const ELEMENT = /(?<![\w.#:\\-])([a-zA-Z][\w-]*)(?![\w(-])/g;

export function selectorParts(root: Root): ExtractorResultDetailed {
  const tags = new Set<string>();
  const names = new Set<string>();
  const values = new Set<string>();
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return;
    const selector = rule.selector.replace(/\/\*[\s\S]*?\*\//g, ' ');
    for (const match of selector.matchAll(ATTRIBUTE)) {
      names.add(match[1] ?? '');
      const value = match[2] ?? match[3] ?? match[4];
      if (value !== undefined) values.add(value);
    }
    for (const match of selector.replace(ATTRIBUTE, ' ').matchAll(ELEMENT)) tags.add(match[1] ?? '');
  });
  return {
    tags: [...tags].sort(),
    attributes: {names: [...names].sort(), values: [...values].sort()},
    classes: [],
    ids: [],
    undetermined: [],
  };
}
