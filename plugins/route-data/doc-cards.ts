/**
 * The client bundle drops each docs version's doc list and its sidebar links' doc ids
 * (./version-props.ts), which only DocCard and DocCardList read. This finds what would need
 * them: a sidebar category linked to a generated index (its page is a DocCardList), and a doc or
 * site source that imports `@theme/DocCard` or `@theme/DocCardList`.
 */
import fs from 'node:fs';
import path from 'node:path';

interface SidebarItemLike {
  type?: string;
  label?: string;
  link?: {type?: string};
  items?: unknown[];
}

/** Labels of the categories, at any depth, whose link is a generated index. */
export function generatedIndexCategories(items: readonly unknown[]): string[] {
  return items.flatMap((item) => {
    if (item === null || typeof item !== 'object') return [];
    const category = item as SidebarItemLike;
    if (category.type !== 'category') return [];
    const own = category.link?.type === 'generated-index' ? [category.label ?? '(no label)'] : [];
    return [...own, ...generatedIndexCategories(category.items ?? [])];
  });
}

const DOC_CARD_IMPORT = /@theme\/DocCard(?:List)?\b/;

/** The files (relative to `siteDir`) among `files` whose text names a DocCard component. */
export function filesUsingDocCards(siteDir: string, files: readonly string[]): string[] {
  return files
    .filter((file) => DOC_CARD_IMPORT.test(fs.readFileSync(path.resolve(siteDir, file), 'utf8')))
    .map((file) => path.relative(siteDir, path.resolve(siteDir, file)));
}
