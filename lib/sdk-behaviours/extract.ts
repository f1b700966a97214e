/**
 * The behaviours one test file declares, read from its source with the TypeScript compiler and
 * never run. A behaviour test is a statement `test('<id>: <title>', run)`, with `test` imported
 * from `./support/behaviour`, under a doc comment whose `@backs <page>` tags name the pages that
 * state it (relative to the base URL of the id's docs version, or a site route from `/`), and
 * whose `@release <release>` tag names a release other than the prefix's, of its major. A name
 * without a prefix is one behaviour in each documented release; `@backs <release> <page>` is a
 * page of that release's behaviour only. Every use of `test` that cannot be read so is an error
 * naming the file and line.
 */
import ts from 'typescript';
import {parseTestName, type TestName} from './names';
import {DOCUMENTED_RELEASES, behaviourId, docsVersionOf, releaseOfId, siteRoute} from './releases';
import {NotStatic, staticString, topLevelConsts} from './static-value';
import type {DocumentedRelease, SdkBehaviour} from './types';

/** The module behaviour tests import `test` from, as the test files name it. */
const DECLARER_MODULE = /(?:^|\/)support\/behaviour$/;
const DECLARER = 'test';

/** A behaviour as its test declares it, with the file and line of the call. */
export interface DeclaredBehaviour extends SdkBehaviour {
  readonly id: string;
  readonly at: string;
}

/** What a test's doc comment declares. */
interface Tags {
  /** Pages of every behaviour the test declares. */
  readonly pages: readonly string[];
  /** Pages of one documented release's behaviour only, for a test of each. */
  readonly own: ReadonlyMap<DocumentedRelease, readonly string[]>;
  /** The release of a test of one release, where it is not its prefix's. */
  readonly release: string | undefined;
}

/** The `@backs` and `@release` tags of a statement's doc comment. */
function tagsOf(statement: ts.Statement, name: TestName): Tags {
  const pages: string[] = [];
  const own = new Map<DocumentedRelease, string[]>();
  let declared: string | undefined;
  for (const tag of ts.getJSDocTags(statement)) {
    const words = (ts.getTextOfJSDocComment(tag.comment) ?? '').split(/\s+/).filter((word) => word !== '');
    const kind = tag.tagName.text;
    const release = DOCUMENTED_RELEASES.find((candidate) => candidate === words[0]);
    if (kind === 'backs' && words.length === 1) {
      pages.push(words[0]);
    } else if (kind === 'backs' && words.length === 2 && release && name.inEachRelease) {
      own.set(release, [...(own.get(release) ?? []), words[1]]);
    } else if (kind === 'release' && words.length === 1 && !name.inEachRelease && declared === undefined) {
      declared = words[0];
    } else {
      const expected = name.inEachRelease
        ? '@backs <page> or @backs <release> <page>'
        : '@backs <page>, @release <release>';
      throw new NotStatic(tag, `@${kind} ${words.join(' ')}: a test of ${name.key} takes ${expected}`);
    }
  }
  return {pages, own, release: declared};
}

/** The behaviours of one `test(name, run)` statement. */
function behavioursOf(name: TestName, tags: Tags, node: ts.Node, test: string, at: string): DeclaredBehaviour[] {
  if (!name.inEachRelease) {
    const named = releaseOfId(name.key, tags.release);
    if ('error' in named) throw new NotStatic(node, named.error);
    const pages = tags.pages.map((page) => siteRoute(named.version, page));
    return [{id: name.key, release: named.release, title: name.title, pages, test, at}];
  }
  return DOCUMENTED_RELEASES.map((release) => {
    const pages = [...tags.pages, ...(tags.own.get(release) ?? [])];
    const id = behaviourId(release, name.key);
    return {
      id,
      release,
      title: name.title,
      pages: pages.map((page) => siteRoute(docsVersionOf(release), page)),
      test,
      at,
    };
  });
}

/** The local name `test` is imported under from the declarer module, if the file imports it. */
function declarerName(source: ts.SourceFile): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!DECLARER_MODULE.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const specifier = bindings.elements.find((element) => (element.propertyName ?? element.name).text === DECLARER);
    if (specifier) return specifier.name.text;
  }
  return undefined;
}

/** The behaviours `file` (relative to the site root) declares, and what in it cannot be read. */
export function declaredBehaviours(file: string, text: string): {behaviours: DeclaredBehaviour[]; errors: string[]} {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const local = declarerName(source);
  const consts = topLevelConsts(source);
  const lineOf = (node: ts.Node): string =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const behaviours: DeclaredBehaviour[] = [];
  const errors: string[] = [];

  const declare = (node: ts.Identifier): void => {
    const call = node.parent;
    const statement = call.parent;
    if (!ts.isCallExpression(call) || call.expression !== node || !ts.isExpressionStatement(statement)) {
      throw new NotStatic(node, `${node.text} is used other than as a statement calling it`);
    }
    const [nameNode, run, ...rest] = call.arguments;
    if (nameNode === undefined || run === undefined || rest.length > 0) {
      throw new NotStatic(call, `${node.text} takes two arguments: '<id>: <title>' and the test`);
    }
    const name = parseTestName(staticString(nameNode, consts));
    if ('error' in name) throw new NotStatic(nameNode, name.error);
    behaviours.push(...behavioursOf(name, tagsOf(statement, name), nameNode, file, lineOf(call)));
  };

  const visit = (node: ts.Node): void => {
    const {parent} = node;
    const named =
      ts.isImportSpecifier(parent) ||
      ((ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) && parent.name === node);
    if (ts.isIdentifier(node) && node.text === local && !named) {
      try {
        declare(node);
      } catch (error) {
        if (!(error instanceof NotStatic)) throw error;
        errors.push(`${lineOf(error.node)}: ${error.message}.`);
      }
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return {behaviours, errors};
}
