/**
 * The client bundle's route data (plugins/route-data): every chunk the route table names is a
 * chunk file of the build that the runtime can find, by name, with no extra tables.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {LATEST_DOCS} from '../../src/constants';

const jsDir = path.resolve(__dirname, '../../build/assets/js');

function bundle(prefix: string): string {
  const file = fs.readdirSync(jsDir).find((name) => name.startsWith(prefix) && name.endsWith('.js'));
  if (!file) throw new Error(`build/assets/js/${prefix}<hash>.js not found (run \`npm run build\` first)`);
  return fs.readFileSync(path.join(jsDir, file), 'utf8');
}

/** The route table (route → chunk names) as the main bundle embeds it. */
function routeTable(main: string): Record<string, unknown> {
  const json = /JSON\.parse\('(\{"\/[^']*\})'\)/.exec(main)?.[1];
  if (!json) throw new Error('the route table is not in the main bundle');
  const table = JSON.parse(json) as Record<string, unknown>;
  if (!Object.keys(table).some((key) => key.startsWith('/docs/'))) throw new Error('the table found is not the route table');
  return table;
}

const leaves = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : tree !== null && typeof tree === 'object' ? Object.values(tree).flatMap(leaves) : [];

describe('client route data', () => {
  const main = bundle('main.');
  const runtime = bundle('runtime~main.');
  const chunkNames = [...new Set(Object.values(routeTable(main)).flatMap(leaves))];

  it('finds, for every module of every route, a registry entry whose chunks are files of the build', () => {
    expect(chunkNames.length).toBeGreaterThan(100);
    const files = new Set(fs.readdirSync(jsDir));
    const problems = chunkNames.flatMap((name) => {
      const loader = new RegExp(`(?:"${name}"|[{,]${name}):\\[\\(\\)=>(.*?),0,(?:\\d+|"[^"]+")\\]`).exec(main)?.[1];
      if (loader === undefined) return [`${name}: no registry entry`];
      return [...loader.matchAll(/\.e\("([^"]+)"\)/g)].flatMap(([, chunk]) => {
        // A chunk of the first load (the stylesheet's) is installed when the runtime starts.
        if (new RegExp(`[{,]"?${chunk}"?:0[,}]`).test(runtime)) return [];
        const hash = new RegExp(`[{,]"?${chunk}"?:"([0-9a-f]{8})"`).exec(runtime)?.[1];
        return hash && files.has(`${chunk}.${hash}.js`) ? [] : [`${name}: chunk ${chunk} has no file the runtime knows`];
      });
    });
    expect(problems).toEqual([]);
  });

  it("keeps the member pages' route data out of the main bundle, in a lazy chunk whose modules' chunks the runtime knows", () => {
    const member = `${LATEST_DOCS.apiIndexPath}type-aliases/OpenSecretContextType/signIn`;
    expect(Object.keys(routeTable(main)).filter((key) => key.includes('ContextType/'))).toEqual([]);
    const lazy = bundle('lazy-routes.');
    expect(lazy).toContain(`"${member}-`);
    expect(lazy).toMatch(new RegExp(`"${member}":"[0-9a-f]+"`));
    const loaders = [...lazy.matchAll(/:\[\(\)=>\w+\.e\("([^"]+)"\)/g)].map(([, chunk]) => chunk);
    expect(loaders.length).toBe(126);
    const chunks = [...new Set(loaders)];
    expect(chunks.length).toBeLessThan(30);
    const files = new Set(fs.readdirSync(jsDir));
    const unknown = chunks.filter((chunk) => {
      const hash = new RegExp(`[{,]"?${chunk}"?:"([0-9a-f]{8})"`).exec(runtime)?.[1];
      return !hash || !files.has(`${chunk}.${hash}.js`);
    });
    expect(unknown).toEqual([]);
    expect(main).toContain('"lazy-routes"');
  });

  it('uses short chunk names, and leaves module paths out of the main bundle', () => {
    expect(chunkNames.every((name) => name.length < 8)).toBe(true);
    expect(main).not.toMatch(/"@site\//);
  });

  it("lists each docs version's docs by id in the global data, not with their paths", () => {
    expect(main).toContain('["api/functions/useOpenSecret","api"]');
    expect(main).not.toMatch(/id:"api\/functions\/useOpenSecret",path:/);
    expect(main).not.toMatch(/"id":"api\/functions\/useOpenSecret","path":/);
  });

  it('finds chunk files by name, without a name table, for prefetching', () => {
    expect(runtime).toMatch(/\.gca=function\(\w\)\{return \w\.p\+\w\.u\(\w\)\}/);
  });
});
