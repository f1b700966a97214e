/**
 * The behaviours one test file declares, read from its source with the TypeScript compiler and
 * never run: each `behaviour(id, {title, pages, release?}, run)` call is one behaviour, each
 * `inBothReleases(name, {title, pages, also?}, run)` call one in each documented release. Every
 * call, and every other use of those two names, that cannot be read statically is an error
 * naming the file and line.
 */
import ts from 'typescript';
import {DOCUMENTED_RELEASES, behaviourId, docsVersionOf, releaseOfId, siteRoute} from './releases';
import {NotStatic, staticValue, topLevelConsts, type StaticValue} from './static-value';
import type {SdkBehaviour} from './types';

/** The functions a behaviour test is declared with (tests/sdk/support/behaviour.ts). */
export const DECLARERS = ['behaviour', 'inBothReleases'] as const;

/** A behaviour as its test declares it, with the file and line of the call. */
export interface DeclaredBehaviour extends SdkBehaviour {
  readonly id: string;
  readonly at: string;
}

type Fields = Readonly<Record<string, StaticValue>>;

const isList = (value: StaticValue): value is readonly StaticValue[] => Array.isArray(value);

/** An object literal's fields, when it has only keys among `keys`. */
function fields(value: StaticValue, node: ts.Node, keys: readonly string[]): Fields {
  if (typeof value === 'string' || isList(value)) throw new NotStatic(node, `expected {${keys.join(', ')}}`);
  const unknown = Object.keys(value).filter((key) => !keys.includes(key));
  if (unknown.length > 0) throw new NotStatic(node, `unknown ${unknown.join(', ')}: it takes ${keys.join(', ')}`);
  return value;
}

function stringOf(value: StaticValue | undefined, node: ts.Node, what: string): string {
  if (typeof value !== 'string') throw new NotStatic(node, `${what} must be a string`);
  return value;
}

function stringsOf(value: StaticValue | undefined, node: ts.Node, what: string): string[] {
  if (value === undefined || !isList(value)) throw new NotStatic(node, `${what} must be an array of strings`);
  return value.map((item) => stringOf(item, node, `each of ${what}`));
}

/** The behaviour of a `behaviour(id, declaration, run)` call. */
function single(id: string, declaration: Fields, node: ts.Node, test: string, at: string): DeclaredBehaviour[] {
  const declared = declaration.release === undefined ? undefined : stringOf(declaration.release, node, 'release');
  const named = releaseOfId(id, declared);
  if ('error' in named) throw new NotStatic(node, named.error);
  const pages = stringsOf(declaration.pages, node, 'pages').map((page) => siteRoute(named.version, page));
  return [{id, release: named.release, title: stringOf(declaration.title, node, 'title'), pages, test, at}];
}

/** The two behaviours of an `inBothReleases(name, declaration, run)` call. */
function both(name: string, declaration: Fields, node: ts.Node, test: string, at: string): DeclaredBehaviour[] {
  const shared = stringsOf(declaration.pages, node, 'pages');
  const also = declaration.also === undefined ? {} : fields(declaration.also, node, DOCUMENTED_RELEASES);
  const titles =
    declaration.title === undefined || typeof declaration.title === 'string'
      ? undefined
      : fields(declaration.title, node, DOCUMENTED_RELEASES);
  return DOCUMENTED_RELEASES.map((release) => {
    const id = behaviourId(release, name);
    const named = releaseOfId(id);
    if ('error' in named) throw new NotStatic(node, named.error);
    const own = also[release] === undefined ? [] : stringsOf(also[release], node, `also['${release}']`);
    return {
      id,
      release,
      title: stringOf(titles ? titles[release] : declaration.title, node, titles ? `title['${release}']` : 'title'),
      pages: [...shared, ...own].map((page) => siteRoute(docsVersionOf(release), page)),
      test,
      at,
    };
  });
}

/** An identifier that names a declarer where it is imported, or names a property. */
function isDeclaration(node: ts.Node): boolean {
  const {parent} = node;
  return (
    ts.isImportSpecifier(parent) ||
    ((ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) && parent.name === node)
  );
}

/** The behaviours `file` (relative to the site root) declares, and what in it cannot be read. */
export function declaredBehaviours(file: string, text: string): {behaviours: DeclaredBehaviour[]; errors: string[]} {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const consts = topLevelConsts(source);
  const lineOf = (node: ts.Node): string =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const behaviours: DeclaredBehaviour[] = [];
  const errors: string[] = [];

  const declare = (call: ts.CallExpression, declarer: (typeof DECLARERS)[number]): void => {
    const [key, declaration, run, ...rest] = call.arguments;
    if (key === undefined || declaration === undefined || run === undefined || rest.length > 0) {
      throw new NotStatic(
        call,
        `${declarer} takes three arguments: the ${declarer === 'behaviour' ? 'id' : 'name'}, the declaration and the test`,
      );
    }
    const name = stringOf(staticValue(key, consts), key, declarer === 'behaviour' ? 'the id' : 'the name');
    const keys = declarer === 'behaviour' ? ['title', 'pages', 'release'] : ['title', 'pages', 'also'];
    const declared = fields(staticValue(declaration, consts), declaration, keys);
    const read = declarer === 'behaviour' ? single : both;
    behaviours.push(...read(name, declared, declaration, file, lineOf(call)));
  };

  const visit = (node: ts.Node): void => {
    const declarer = ts.isIdentifier(node) ? DECLARERS.find((candidate) => candidate === node.text) : undefined;
    if (declarer && !isDeclaration(node)) {
      try {
        const {parent} = node;
        if (!ts.isCallExpression(parent) || parent.expression !== node) {
          throw new NotStatic(node, `${declarer} is used other than in a direct call`);
        }
        declare(parent, declarer);
      } catch (error) {
        if (!(error instanceof NotStatic)) throw error;
        errors.push(`${lineOf(error.node)}: ${error.message}.`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {behaviours, errors};
}
