/**
 * Writes the reference of the context types' members into a release's generated pages
 * (member-pages.ts): member pages and the grouped index in a release with `memberPages`, the
 * grouped index alone in the others. Throws, naming the member, when a member's signature was not
 * written or no group lists it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {sdkBehaviours, SDK_TESTS_DIR, type SdkBehaviours} from '../../lib/sdk-behaviours';
import type {SymbolIndex} from '../../lib/symbol-index';
import {CONTEXT_TYPES, memberPage as memberPagePath, type ContextTypeName} from './member-groups';
import {
  CONTEXT_CALLERS,
  MemberPageError,
  behaviourTestBodies,
  groupMembers,
  groupedIndex,
  groupedIndexPage,
  memberBehaviours,
  memberPage,
  memberUses,
  splitMemberSections,
  unrenderedMembers,
  withGroupedIndex,
} from './member-pages';
import {memberRequests} from './member-requests';

/** The hook that returns each context type. */
export const CONTEXT_HOOKS: Readonly<Record<ContextTypeName, string>> = {
  OpenSecretContextType: 'useOpenSecret',
  OpenSecretDeveloperContextType: 'useOpenSecretDeveloper',
};

export interface MemberReferenceOptions {
  readonly siteDir: string;
  /** The release's generated pages. */
  readonly outDir: string;
  /** The docs folder the pages are in (docs/), whose other pages may link members. */
  readonly docsDir: string;
  readonly release: {readonly package: string; readonly version: string; readonly packageDir: string};
  readonly memberPages: boolean;
  readonly symbols: SymbolIndex;
  /** The behaviours, and the source of their tests (the site's own unless given). */
  readonly behaviours?: SdkBehaviours;
  readonly testBodies?: ReadonlyMap<string, string>;
}

/** The shipped ES module of the release (its package.json `module`). */
function shippedCode(siteDir: string, packageDir: string): string {
  const dir = path.join(siteDir, packageDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {module?: string};
  if (!manifest.module) throw new MemberPageError(`${dir}/package.json: no "module" entry to read requests from.`);
  return fs.readFileSync(path.join(dir, manifest.module), 'utf8');
}

/** Writes the member reference; returns the member pages written, relative to outDir, without extension. */
export async function writeMemberReference(options: MemberReferenceOptions): Promise<string[]> {
  const {siteDir, outDir, release, symbols} = options;
  const written: string[] = [];
  const code = options.memberPages ? shippedCode(siteDir, release.packageDir) : '';
  const behaviours = options.memberPages ? (options.behaviours ?? sdkBehaviours(siteDir)) : {};
  const bodies = options.memberPages ? (options.testBodies ?? behaviourTestBodies(siteDir, SDK_TESTS_DIR)) : new Map();
  for (const type of CONTEXT_TYPES) {
    const file = path.join(outDir, `type-aliases/${type}.md`);
    if (!fs.existsSync(file)) continue;
    const markdown = fs.readFileSync(file, 'utf8');
    const {head, sections} = splitMemberSections(markdown, file);
    const unrendered = unrenderedMembers(type, sections);
    if (unrendered.length) {
      throw new MemberPageError(
        `${file}: TypeDoc could not write the type of ${unrendered.join(', ')} (${release.package}@${release.version}); the reference cannot document ${unrendered.length === 1 ? 'it' : 'them'}.`,
      );
    }
    let groups;
    try {
      groups = groupMembers(
        type,
        sections.map((section) => section.name),
      );
    } catch (error) {
      throw new MemberPageError(`${file}: ${(error as Error).message}`);
    }
    const byName = new Map(sections.map((section) => [section.name, section]));
    if (!options.memberPages) {
      fs.writeFileSync(file, withGroupedIndex(markdown, groupedIndex(groups, byName)));
      continue;
    }
    const symbolOf = new Map(
      symbols.symbols
        .filter((symbol) => symbol.parent === type)
        .map((symbol) => [symbol.name.slice(type.length + 1), symbol]),
    );
    const requests = memberRequests(
      code,
      sections.map((section) => section.name),
    );
    const uses = memberUses(options.docsDir, type, sections);
    const anchors = new Map(sections.map((section) => [section.anchor, section.name]));
    const hook = CONTEXT_HOOKS[type];
    for (const group of groups) {
      for (const name of group.members) {
        const section = byName.get(name);
        if (!section) continue;
        const symbol = symbolOf.get(name);
        const page = await memberPage(section, anchors, {
          type,
          hook,
          group: group.label,
          release,
          description: symbol?.description ?? '',
          returns: symbol?.returns?.type,
          requests: requests.get(name) ?? [],
          behaviours: memberBehaviours(name, CONTEXT_CALLERS[type], release.version, behaviours, bodies),
          uses: uses.get(name) ?? [],
        });
        const rel = memberPagePath(type, name);
        fs.mkdirSync(path.dirname(path.join(outDir, `${rel}.md`)), {recursive: true});
        fs.writeFileSync(path.join(outDir, `${rel}.md`), page);
        written.push(rel);
      }
    }
    // An entry the SDK does not describe says what its code sends, else what type it is.
    const descriptions = new Map(
      [...symbolOf].map(([name, symbol]) => {
        const sent = (requests.get(name) ?? []).map(({method, path: url}) => `\`${method} ${url}\``);
        const fallback = sent.length
          ? `Sends ${sent.join(', then ')}.`
          : `Of type \`${symbol.signature.replace(/^[\w$]+\??: /, '')}\`.`;
        return [name, symbol.description || fallback];
      }),
    );
    fs.writeFileSync(file, groupedIndexPage(head, type, hook, groups, byName, descriptions));
  }
  return written.sort();
}
