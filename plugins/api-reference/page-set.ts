/**
 * The page set of one release's API reference: its pages grouped by folder (as
 * typedoc-plugin-markdown names them: functions, type-aliases, variables, interfaces), split
 * into the pages the `api` sidebar lists and the pages it leaves out. Free of TypeDoc, so the
 * sidebars and the tests can read it.
 */

/** Page names by folder, e.g. `{functions: ['hashSecret']}`. */
export type PageGroups = Readonly<Record<string, readonly string[]>>;

/**
 * A category of the `api` sidebar: a label and its pages as `dir/name` paths (or `dir/type/member`
 * for a member's page), in order, then its subcategories.
 */
export interface ApiCategory {
  readonly label: string;
  readonly pages: readonly string[];
  readonly categories?: readonly ApiCategory[];
}

/** The pages of a category and of its subcategories, in sidebar order. */
export const categoryPages = (category: ApiCategory): string[] => [
  ...category.pages,
  ...(category.categories ?? []).flatMap(categoryPages),
];

export interface ApiPageSet {
  /** Pages in the `api` sidebar, in sidebar order after the index (grouped by folder). */
  readonly sidebar: PageGroups;
  /** Pages in no sidebar. */
  readonly unlisted: PageGroups;
  /** When set, the `api` sidebar shows the sidebar pages in these categories instead of one flat list. */
  readonly categories?: readonly ApiCategory[];
}

/** A page set whose sidebar pages are grouped by capability: the folder groups follow from the categories. */
export function categorizedPageSet(categories: readonly ApiCategory[], unlisted: PageGroups = {}): ApiPageSet {
  const sidebar: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const category of categories) {
    const {label} = category;
    for (const page of categoryPages(category)) {
      const [dir, name, ...rest] = page.split('/');
      if (!dir || !name || rest.length > 1)
        throw new Error(`API category "${label}": "${page}" is not a dir/name or dir/type/member path.`);
      if (seen.has(page)) throw new Error(`API category "${label}": "${page}" is in more than one category.`);
      seen.add(page);
      (sidebar[dir] ??= []).push([name, ...rest].join('/'));
    }
  }
  return {sidebar, unlisted, categories};
}

/** `dir/name` paths of grouped pages, in group order. */
export const flattenGroups = (groups: PageGroups): string[] =>
  Object.entries(groups).flatMap(([dir, names]) => names.map((name) => `${dir}/${name}`));

/** The `dir/name` paths of the sidebar pages in sidebar order: category by category, else folder by folder. */
export const sidebarPages = (pages: ApiPageSet): string[] =>
  pages.categories ? pages.categories.flatMap(categoryPages) : flattenGroups(pages.sidebar);

/** Every page the release generates, relative to its output folder, without extension; `index` is the reference index. */
export const expectedPages = (pages: ApiPageSet): string[] =>
  ['index', ...flattenGroups(pages.sidebar), ...flattenGroups(pages.unlisted)].sort();

/** Compares generated page paths with a release's expected set. */
export function diffPages(pages: ApiPageSet, actual: readonly string[]): {missing: string[]; extra: string[]} {
  const expected = new Set(expectedPages(pages));
  const got = new Set(actual);
  return {
    missing: [...expected].filter((page) => !got.has(page)).sort(),
    extra: [...got].filter((page) => !expected.has(page)).sort(),
  };
}
