/**
 * The "API changes" page of two releases (diff.ts) as Markdown that Docusaurus parses as MDX:
 * front matter, a summary of the counts, the exports added, removed and changed, then the
 * members added, removed and changed in each object type both releases export. Every entry
 * links to its reference page in the release(s) where it exists; signatures are in ```ts blocks,
 * names in code spans, and no table is wider than a phone.
 */
import type {SdkSymbol, SymbolKind} from '../../../lib/symbol-index';
import {firstSentence, toFrontMatter} from '../front-matter';
import {
  countChanges,
  countOf,
  type Added,
  type ChangeCount,
  type Changed,
  type ChangedExport,
  type MemberChanges,
  type ReleaseDiff,
  type Removed,
} from './diff';
import {PageHeadings, codeBlock, codeSpan, escapeText, link} from './markdown';

export interface RenderOptions {
  /** The text shown for a symbol's signature (e.g. laid out by format.ts); default its one-line signature. */
  signatureText?: (symbol: SdkSymbol) => string;
}

const KIND_PLURALS: Record<SymbolKind, string> = {
  function: 'Functions',
  variable: 'Variables',
  'type alias': 'Type aliases',
  interface: 'Interfaces',
  member: 'Members',
};

/** The page title: `API changes from 1.1.0 to 3.2.0`. */
export const apiChangesTitle = (diff: ReleaseDiff): string =>
  `API changes from ${diff.from.version} to ${diff.to.version}`;

interface Context {
  readonly diff: ReleaseDiff;
  readonly headings: PageHeadings;
  readonly signature: (symbol: SdkSymbol) => string;
  /** Anchor of each object type's member section. */
  readonly memberAnchors: ReadonlyMap<string, string>;
}

const description = (symbol: SdkSymbol): string => {
  const sentence = firstSentence(symbol.description);
  return sentence ? `: ${escapeText(sentence)}` : '';
};

const shortName = (symbol: SdkSymbol): string =>
  symbol.parent ? symbol.name.slice(symbol.parent.length + 1) : symbol.name;

/** `43 added, 1 removed, 1 changed` (the parts that are not zero). */
function countPhrase(count: ChangeCount): string {
  const parts = (['added', 'removed', 'changed'] as const).filter((key) => count[key] > 0);
  return parts.map((key) => `${count[key]} ${key}`).join(', ');
}

/** Reference links in both releases: `[1.1.0 reference](…) · [3.2.0 reference](…)`. */
const bothReferences = (ctx: Context, before: SdkSymbol, after: SdkSymbol): string =>
  `${link(`${escapeText(ctx.diff.from.version)} reference`, before.url)} · ${link(`${escapeText(ctx.diff.to.version)} reference`, after.url)}`;

function beforeAfter(ctx: Context, change: Changed): string[] {
  return [
    `Before (${escapeText(ctx.diff.from.version)}):`,
    codeBlock(ctx.signature(change.before)),
    `After (${escapeText(ctx.diff.to.version)}):`,
    codeBlock(ctx.signature(change.after)),
  ];
}

function addedItem(ctx: Context, {after}: Added, withSignature: boolean): string {
  const item = `- ${link(codeSpan(shortName(after)), after.url)}${description(after)}`;
  return withSignature ? `${item}\n\n${codeBlock(ctx.signature(after), '  ')}` : item;
}

function removedItem(ctx: Context, {before}: Removed): string {
  const item = `- ${link(codeSpan(shortName(before)), before.url)} (${escapeText(ctx.diff.from.version)})${description(before)}`;
  return `${item}\n\n${codeBlock(ctx.signature(before), '  ')}`;
}

/** Entries grouped by kind under `### Functions added` … headings. */
function byKindSections<T extends {kind: SymbolKind}>(
  ctx: Context,
  entries: readonly T[],
  verb: string,
  item: (entry: T) => string,
  separator: string,
): string[] {
  if (!entries.length) return ['None.'];
  // The entries are sorted by kind (diff.ts), so their kinds come in page order.
  const kinds = [...new Set(entries.map((entry) => entry.kind))];
  return kinds.flatMap((kind) => [
    ctx.headings.add(3, `${KIND_PLURALS[kind]} ${verb}`).markdown,
    entries
      .filter((entry) => entry.kind === kind)
      .map(item)
      .join(separator),
  ]);
}

function changedExport(ctx: Context, change: ChangedExport, members: MemberChanges | undefined): string[] {
  const kind = change.before.kind === change.kind ? change.kind : `${change.before.kind}, now ${change.kind}`;
  const blocks = [
    ctx.headings.add(3, `${codeSpan(change.name)} (${kind})`).markdown,
    bothReferences(ctx, change.before, change.after),
  ];
  const anchor = ctx.memberAnchors.get(change.name);
  if (members) {
    const see = link(`${codeSpan(change.name)} members`, `#${anchor ?? ''}`);
    const what = change.onlyMembersChanged ? 'Only its members changed' : 'Its members changed too';
    blocks.push(`${what} (${countPhrase(countOf(members))}): see ${see}.`);
  }
  if (!change.onlyMembersChanged) blocks.push(...beforeAfter(ctx, change));
  return blocks;
}

function memberSection(ctx: Context, group: MemberChanges): {blocks: string[]; anchor: string} {
  const name = codeSpan(group.parent);
  const heading = ctx.headings.add(2, `${name} members`);
  const blocks = [heading.markdown, bothReferences(ctx, group.parentBefore, group.parentAfter)];
  if (group.added.length) {
    blocks.push(ctx.headings.add(3, `${name} members added`).markdown);
    blocks.push(group.added.map((entry) => addedItem(ctx, entry, true)).join('\n\n'));
  }
  if (group.removed.length) {
    blocks.push(ctx.headings.add(3, `${name} members removed`).markdown);
    blocks.push(group.removed.map((entry) => removedItem(ctx, entry)).join('\n\n'));
  }
  if (group.changed.length) {
    blocks.push(ctx.headings.add(3, `${name} members changed`).markdown);
    for (const change of group.changed) {
      blocks.push(ctx.headings.add(4, codeSpan(change.name)).markdown);
      blocks.push(bothReferences(ctx, change.before, change.after), ...beforeAfter(ctx, change));
    }
  }
  return {blocks, anchor: heading.anchor};
}

/** `[88 added](#exports-added), 0 removed, …`: each non-zero count linked to its section. */
function linkedCounts(count: ChangeCount, anchors: Partial<Record<keyof ChangeCount, string>>): string {
  return (['added', 'removed', 'changed'] as const)
    .map((key) => {
      const text = `${count[key]} ${key}`;
      const anchor = anchors[key];
      return count[key] > 0 && anchor ? link(text, `#${anchor}`) : text;
    })
    .join(', ');
}

/** Where the summary's list goes among the blocks of the body. */
const SUMMARY = Symbol('summary');

interface Body {
  /** The page after the intro. */
  blocks: (string | typeof SUMMARY)[];
  exportAnchors: Partial<Record<keyof ChangeCount, string>>;
  memberAnchors: ReadonlyMap<string, string>;
}

/**
 * The sections, headings slugged in document order. The changed exports link to the member
 * sections below them, so the body is laid out twice: the first pass finds those anchors.
 */
function renderBody(
  diff: ReleaseDiff,
  signature: (symbol: SdkSymbol) => string,
  memberAnchors: ReadonlyMap<string, string>,
): Body {
  const ctx: Context = {diff, headings: new PageHeadings(), signature, memberAnchors};
  const blocks: Body['blocks'] = [ctx.headings.add(2, 'Summary').markdown, SUMMARY];
  const exportAnchors: Body['exportAnchors'] = {};
  const section = (key: keyof ChangeCount, title: string): void => {
    const heading = ctx.headings.add(2, title);
    exportAnchors[key] = heading.anchor;
    blocks.push(heading.markdown);
  };
  section('added', 'Exports added');
  blocks.push(...byKindSections(ctx, diff.exports.added, 'added', (entry) => addedItem(ctx, entry, false), '\n'));
  section('removed', 'Exports removed');
  blocks.push(...byKindSections(ctx, diff.exports.removed, 'removed', (entry) => removedItem(ctx, entry), '\n\n'));
  section('changed', 'Exports changed');
  if (!diff.exports.changed.length) blocks.push('None.');
  const groups = new Map(diff.members.map((group) => [group.parent, group]));
  for (const change of diff.exports.changed) blocks.push(...changedExport(ctx, change, groups.get(change.name)));
  const found = new Map<string, string>();
  for (const group of diff.members) {
    const {blocks: section, anchor} = memberSection(ctx, group);
    found.set(group.parent, anchor);
    blocks.push(...section);
  }
  return {blocks, exportAnchors, memberAnchors: found};
}

/** The page's Markdown (front matter included). */
export function renderApiChanges(diff: ReleaseDiff, options: RenderOptions = {}): string {
  const {from, to} = diff;
  const signature = options.signatureText ?? ((symbol: SdkSymbol) => symbol.signature);
  const plan = renderBody(diff, signature, new Map());
  const {blocks, exportAnchors, memberAnchors} = renderBody(diff, signature, plan.memberAnchors);

  const counts = countChanges(diff);
  const memberLines = diff.members.map(
    (group) =>
      `  - ${link(`${codeSpan(group.parent)} members`, `#${memberAnchors.get(group.parent) ?? ''}`)}: ${countPhrase(countOf(group))}`,
  );
  const summary = [
    `- Exports: ${linkedCounts(counts.exports, exportAnchors)}.`,
    diff.members.length
      ? `- Members of exported object types: ${countPhrase(counts.members)}, in ${diff.members.length} ${diff.members.length === 1 ? 'type' : 'types'}:\n\n${memberLines.join('\n')}`
      : '- Members of exported object types: none changed.',
  ].join('\n');

  const pkg = codeSpan(from.package);
  const releases =
    from.package === to.package
      ? `${pkg} ${escapeText(from.version)} and ${escapeText(to.version)}`
      : `${pkg} ${escapeText(from.version)} and ${codeSpan(to.package)} ${escapeText(to.version)}`;
  const intro = `This page is generated from the type declarations of ${releases}. It lists every export added, removed or changed between the two releases and, for each object type both export, the members added, removed or changed. A signature that differs only in whitespace is not a change; the members of an added or removed export are on its reference page.`;
  const frontMatter = toFrontMatter({
    title: apiChangesTitle(diff),
    description: `The exports and members of ${from.package} added, removed or changed from ${from.version} to ${to.version}.`,
    sidebar_label: 'API changes',
  });
  return `${frontMatter}${[intro, ...blocks.map((block) => (block === SUMMARY ? summary : block))].join('\n\n')}\n`;
}
