/**
 * Compares the symbol indexes of two SDK releases (lib/symbol-index.ts): the exports added,
 * removed or whose signature changed, and the members added, removed or changed in each object
 * type both releases export. Signatures are compared as text, whitespace aside. Pure: the input
 * indexes are not changed, and the output order depends only on the symbols.
 */
import type {SdkSymbol, SymbolIndex, SymbolKind} from '../../../lib/symbol-index';

/** A symbol present in the newer release only. */
export interface Added {
  readonly name: string;
  readonly kind: SymbolKind;
  readonly after: SdkSymbol;
}

/** A symbol present in the older release only. */
export interface Removed {
  readonly name: string;
  readonly kind: SymbolKind;
  readonly before: SdkSymbol;
}

/** A symbol in both releases whose signature differs. */
export interface Changed {
  readonly name: string;
  /** The newer release's kind. */
  readonly kind: SymbolKind;
  readonly before: SdkSymbol;
  readonly after: SdkSymbol;
}

export interface ChangedExport extends Changed {
  /**
   * True when the signatures differ only in the object type's member list (same declaration
   * head, e.g. `type OpenSecretContextType =`, and member changes listed in `members`).
   */
  readonly onlyMembersChanged: boolean;
}

/** The member changes of one object type both releases export. */
export interface MemberChanges {
  /** The exported type, e.g. `OpenSecretContextType`. */
  readonly parent: string;
  /** The exported type in the older and in the newer release. */
  readonly parentBefore: SdkSymbol;
  readonly parentAfter: SdkSymbol;
  readonly added: readonly Added[];
  readonly removed: readonly Removed[];
  readonly changed: readonly Changed[];
}

export interface ReleaseRef {
  readonly package: string;
  readonly version: string;
  readonly apiRoot: string;
}

export interface ReleaseDiff {
  readonly from: ReleaseRef;
  readonly to: ReleaseRef;
  readonly exports: {
    readonly added: readonly Added[];
    readonly removed: readonly Removed[];
    readonly changed: readonly ChangedExport[];
  };
  /** Object types with at least one member change, in export order. Members of added or removed exports are not listed. */
  readonly members: readonly MemberChanges[];
}

export interface ChangeCount {
  readonly added: number;
  readonly removed: number;
  readonly changed: number;
}

export interface ChangeCounts {
  readonly exports: ChangeCount;
  /** All member changes together. */
  readonly members: ChangeCount;
  /** Member changes by object type, e.g. `OpenSecretContextType`. */
  readonly membersByParent: Readonly<Record<string, ChangeCount>>;
}

/** Export kinds in page order: functions, variables, type aliases, interfaces. */
const EXPORT_KIND_ORDER: readonly SymbolKind[] = ['function', 'variable', 'type alias', 'interface'];

/** Signature text for comparison: whitespace runs become one space, none next to punctuation. */
export const normalizeSignature = (signature: string): string =>
  signature
    .replace(/\s+/g, ' ')
    .replace(/ ?([^\w$ ]) ?/g, '$1')
    .trim();

const sameSignature = (a: SdkSymbol, b: SdkSymbol): boolean =>
  normalizeSignature(a.signature) === normalizeSignature(b.signature);

const byName = (a: {name: string}, b: {name: string}): number => a.name.localeCompare(b.name, 'en');

const kindRank = (kind: SymbolKind): number => {
  const rank = EXPORT_KIND_ORDER.indexOf(kind);
  return rank === -1 ? EXPORT_KIND_ORDER.length : rank;
};

const byKindThenName = (a: {name: string; kind: SymbolKind}, b: {name: string; kind: SymbolKind}): number =>
  kindRank(a.kind) - kindRank(b.kind) || byName(a, b);

/** Symbols by name; throws on a name used twice, which would make the comparison ambiguous. */
function symbolMap(index: SymbolIndex, symbols: readonly SdkSymbol[]): Map<string, SdkSymbol> {
  const map = new Map<string, SdkSymbol>();
  for (const symbol of symbols) {
    if (map.has(symbol.name)) {
      throw new Error(`symbol index of ${index.package}@${index.version}: two symbols are named ${symbol.name}`);
    }
    map.set(symbol.name, symbol);
  }
  return map;
}

interface Compared {
  added: Added[];
  removed: Removed[];
  changed: Changed[];
}

function compare(before: ReadonlyMap<string, SdkSymbol>, after: ReadonlyMap<string, SdkSymbol>): Compared {
  const result: Compared = {added: [], removed: [], changed: []};
  for (const [name, old] of before) {
    const current = after.get(name);
    if (!current) result.removed.push({name, kind: old.kind, before: old});
    else if (!sameSignature(old, current)) result.changed.push({name, kind: current.kind, before: old, after: current});
  }
  for (const [name, current] of after) {
    if (!before.has(name)) result.added.push({name, kind: current.kind, after: current});
  }
  return result;
}

/** `type X<T> =` and `{ a: string }` of `type X<T> = { a: string }`; undefined when the text does not end in an object type. */
export function splitObjectSignature(signature: string): {head: string; body: string} | undefined {
  const text = normalizeSignature(signature);
  if (!text.endsWith('}')) return undefined;
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text[i] === '}') depth++;
    else if (text[i] === '{' && --depth === 0) return {head: text.slice(0, i), body: text.slice(i)};
  }
  return undefined;
}

function onlyMembersDiffer(change: Changed, members: MemberChanges | undefined): boolean {
  if (!members) return false;
  const before = splitObjectSignature(change.before.signature);
  const after = splitObjectSignature(change.after.signature);
  return before !== undefined && before.head === after?.head;
}

const membersOf = (index: SymbolIndex, parent: string): SdkSymbol[] =>
  index.symbols.filter((symbol) => symbol.kind === 'member' && symbol.parent === parent);

/** What changed from `before` to `after`, exports first, then the members of each object type both export. */
export function diffReleases(before: SymbolIndex, after: SymbolIndex): ReleaseDiff {
  const exportsOf = (index: SymbolIndex) =>
    symbolMap(
      index,
      index.symbols.filter((symbol) => symbol.kind !== 'member'),
    );
  const beforeExports = exportsOf(before);
  const afterExports = exportsOf(after);
  const exported = compare(beforeExports, afterExports);

  const shared = [...afterExports.values()].sort(byKindThenName).flatMap((parentAfter) => {
    const parentBefore = beforeExports.get(parentAfter.name);
    return parentBefore ? [{parentBefore, parentAfter}] : [];
  });
  const members: MemberChanges[] = [];
  for (const {parentBefore, parentAfter} of shared) {
    const parent = parentAfter.name;
    const {added, removed, changed} = compare(
      symbolMap(before, membersOf(before, parent)),
      symbolMap(after, membersOf(after, parent)),
    );
    if (added.length || removed.length || changed.length) {
      members.push({
        parent,
        parentBefore,
        parentAfter,
        added: added.sort(byName),
        removed: removed.sort(byName),
        changed: changed.sort(byName),
      });
    }
  }
  const membersByParent = new Map(members.map((group) => [group.parent, group]));

  const ref = (index: SymbolIndex): ReleaseRef => ({
    package: index.package,
    version: index.version,
    apiRoot: index.apiRoot,
  });
  return {
    from: ref(before),
    to: ref(after),
    exports: {
      added: exported.added.sort(byKindThenName),
      removed: exported.removed.sort(byKindThenName),
      changed: exported.changed.sort(byKindThenName).map((change) => ({
        ...change,
        onlyMembersChanged: onlyMembersDiffer(change, membersByParent.get(change.name)),
      })),
    },
    members,
  };
}

/** How many entries a group of changes has of each kind. */
export const countOf = (group: {
  readonly added: readonly unknown[];
  readonly removed: readonly unknown[];
  readonly changed: readonly unknown[];
}): ChangeCount => ({
  added: group.added.length,
  removed: group.removed.length,
  changed: group.changed.length,
});

/** How many exports and members were added, removed and changed. */
export function countChanges(diff: ReleaseDiff): ChangeCounts {
  const membersByParent = Object.fromEntries(diff.members.map((group) => [group.parent, countOf(group)]));
  const sum = (key: keyof ChangeCount): number => diff.members.reduce((total, group) => total + group[key].length, 0);
  return {
    exports: countOf(diff.exports),
    members: {added: sum('added'), removed: sum('removed'), changed: sum('changed')},
    membersByParent,
  };
}
