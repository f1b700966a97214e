/**
 * The Twoslash run of the samples (lib/samples/twoslash.ts): notations, the code readers
 * see, errors at their Markdown positions, and the compiler's quick info with the SDK symbol of
 * each name, per release.
 */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  extractSamples,
  LATEST_RELEASE,
  NotationError,
  readNotations,
  RELEASE_1_1_0,
  SampleCompiler,
  SAMPLES_CONFIG,
  visibleCode,
  type CompiledSample,
  type SampleHovers,
  type SdkRelease,
} from '../../lib/samples';
import {ReleaseAliases} from '../../lib/samples/release-aliases';
import {SITE, SLOW} from '../support/check-samples';

const FILE = path.join(SITE, 'docs/guides/__twoslash-test.mdx');

/** A compiled sample and the quick info of its names. */
type Described = CompiledSample & {hovers: SampleHovers};

/** Compiles the ts/tsx fences of a Markdown text against a release, and describes their names. */
function compile(compiler: SampleCompiler, markdown: string, release: SdkRelease): Described[] {
  const samples = extractSamples(markdown, FILE);
  return compiler
    .compile(samples.map((sample) => ({sample, release})))
    .samples.map((result) => ({...result, hovers: compiler.describe(result)}));
}

const fence = (code: string, lang = 'tsx') => `# Page\n\n\`\`\`${lang}\n${code}\n\`\`\`\n`;

describe('notations', () => {
  it('removes hidden setup and flag lines, keeps what follows the last cut marker', () => {
    const code = "import {x} from 'y';\n// @errors: 2339\nx();\n  // ---cut---\n\nshown();\n";
    const notations = readNotations(code);
    expect(notations.expectedErrors).toEqual([2339]);
    expect(visibleCode(code, notations.removals).code).toBe('shown();');
    const twice = 'a;\n// ---cut---\nb;\n// ---cut---\nc;';
    expect(visibleCode(twice, readNotations(twice).removals).code).toBe('c;');
    expect(visibleCode('a;\n// ---cut-after---\nb;', readNotations('a;\n// ---cut-after---\nb;').removals).code).toBe(
      'a;',
    );
  });

  it('maps offsets of the sample to offsets of the code readers see', () => {
    const code = 'setup();\n// ---cut---\nconst a = 1;';
    const {toVisible} = visibleCode(code, readNotations(code).removals);
    expect(toVisible(code.indexOf('a ='))).toBe(6);
    expect(toVisible(0)).toBe(-1);
  });

  it('sets compiler flags', () => {
    expect(readNotations('// @strict: false\nlet a;').compilerOptions).toEqual({strict: false});
  });

  it('rejects what the site does not render or that would switch the check off, at the line', () => {
    const reject = (code: string) => {
      try {
        readNotations(code);
      } catch (error) {
        if (error instanceof NotationError) return [code.slice(0, error.offset).split('\n').length, error.message];
      }
      return undefined;
    };
    expect(reject('a;\n// @notAFlag: 1\nb;')).toEqual([2, 'unknown Twoslash flag @notAFlag']);
    expect(reject('a;\nb;\n// @noErrors')?.[1]).toMatch(/@noErrors is not supported here.*nocheck/);
    expect(reject('const a = 1;\n//    ^?\n')).toEqual([
      2,
      'a Twoslash query (^?) is not rendered on this site; remove the line',
    ]);
    expect(reject('// @filename: a.ts\nexport {};')?.[1]).toMatch(/multi-file samples/);
    expect(reject('a;\nb;\n// ---cut-start---\nc;')).toEqual([
      3,
      'Mismatched cut markers: You have unclosed cut-starts at line(s) 3',
    ]);
  });
});

describe('the Twoslash run', () => {
  let compiler: SampleCompiler;
  beforeAll(() => {
    compiler = new SampleCompiler(SITE);
  });

  it(
    'gives each name the type its release declares, and the SDK symbol it names',
    () => {
      const code = [
        "import {useOpenSecret} from '@opensecret/react';",
        'export function useFetch() {',
        '  const {aiCustomFetch} = useOpenSecret();',
        '  const os = useOpenSecret();',
        '  return [aiCustomFetch, os.aiCustomFetch, os.auth.user] as const;',
        '}',
      ].join('\n');
      const [latest] = compile(compiler, fence(code), LATEST_RELEASE);
      const [older] = compile(compiler, fence(code), RELEASE_1_1_0);
      for (const result of [latest, older]) expect(result.diagnostics).toEqual([]);
      const hoverAt = (result: Described, text: string, nth = 0) =>
        result.hovers.filter(
          (_, index) =>
            result.code.slice(result.names[index].start, result.names[index].start + result.names[index].length) ===
            text,
        )[nth];

      expect(hoverAt(latest, 'aiCustomFetch')?.text).toContain('(input: string | URL | Request, init?: RequestInit)');
      expect(hoverAt(older, 'aiCustomFetch')?.text).toContain('(url: RequestInfo, init?: RequestInit)');
      // Imported, destructured or reached through the context: each names its SDK symbol.
      expect(hoverAt(latest, 'useOpenSecret')?.sdkSymbol).toBe('useOpenSecret');
      for (const nth of [0, 1, 2]) {
        expect(hoverAt(latest, 'aiCustomFetch', nth)?.sdkSymbol).toBe('OpenSecretContextType.aiCustomFetch');
      }
      expect(hoverAt(latest, 'auth')?.sdkSymbol).toBe('OpenSecretContextType.auth');
      expect(hoverAt(latest, 'os')?.sdkSymbol).toBeUndefined();
      expect(hoverAt(latest, 'os')?.text).toBe('const os: OpenSecretContextType');
    },
    SLOW,
  );

  it(
    'reports errors at their Markdown line and column, hidden setup included, and honours @errors',
    () => {
      const code = [
        "import {useOpenSecret} from '@opensecret/react';",
        'const os = useOpenSecret();',
        'os.nothingHere();',
        '// ---cut---',
        'export const n: number = os.clientId;',
      ].join('\n');
      const [result] = compile(compiler, fence(code, 'ts'), LATEST_RELEASE);
      expect(result.code).toBe('export const n: number = os.clientId;');
      expect(result.diagnostics.map((d) => `${d.line}:${d.col} ${d.code}`)).toEqual(['6:4 TS2339', '8:14 TS2322']);
      // Only names readers see, each with what the compiler says of it.
      expect(result.names.map((name) => result.code.slice(name.start, name.start + name.length))).toEqual([
        'n',
        'os',
        'clientId',
      ]);
      expect(result.hovers.map((hover) => hover?.text)).toEqual([
        'const n: number',
        'const os: OpenSecretContextType',
        '(property) clientId: string',
      ]);

      const [expected] = compile(compiler, fence(`// @errors: 2339 2322\n${code}`, 'ts'), LATEST_RELEASE);
      expect(expected.diagnostics).toEqual([]);
    },
    SLOW,
  );

  it(
    'says what a name is where it stands: narrowed, at a call, in an optional chain',
    () => {
      const code = [
        "import {useRef} from 'react';",
        'export function f(value: string | undefined, items?: {id: string}[]) {',
        '  const box = useRef<HTMLDivElement>(null);',
        '  const count = useRef(0);',
        '  if (value) console.log(value.length);',
        '  const first = items?.[0];',
        '  return [box, count, value, first?.id, first ? first.id : undefined] as const;',
        '}',
      ].join('\n');
      const [result] = compile(compiler, fence(code), LATEST_RELEASE);
      expect(result.diagnostics).toEqual([]);
      const said = (text: string) =>
        result.names
          .map((name, index) => [result.code.slice(name.start, name.start + name.length), result.hovers[index]?.text])
          .filter(([name]) => name === text)
          .map(([, hover]) => hover);
      expect(said('value')).toEqual([
        '(parameter) value: string | undefined',
        '(parameter) value: string | undefined',
        '(parameter) value: string',
        '(parameter) value: string | undefined',
      ]);
      const [imported, first, second] = said('useRef');
      expect(first).toContain('useRef<HTMLDivElement>(initialValue: HTMLDivElement | null)');
      expect(second).toContain('useRef<number>(initialValue: number)');
      expect(imported).toContain('(+2 overloads)');
      expect(said('id')).toEqual([
        '(property) id: string',
        '(property) id: string | undefined',
        '(property) id: string',
      ]);
    },
    SLOW,
  );

  it(
    'compiles every release in one program, naming the SDK as samples import it in messages',
    () => {
      // fetchModels became an export in 3.x.
      const code = "import {fetchModels} from '@opensecret/react';\nexport {fetchModels};";
      const [older] = compile(compiler, fence(code, 'ts'), RELEASE_1_1_0);
      const [latest] = compile(compiler, fence(code, 'ts'), LATEST_RELEASE);
      expect(latest.diagnostics).toEqual([]);
      expect(older.diagnostics.map((d) => d.message)).toEqual([
        "Module '\"@opensecret/react\"' has no exported member 'fetchModels'.",
      ]);
      const aliases = new ReleaseAliases(SAMPLES_CONFIG, SITE);
      const rewritten = aliases.rewrite(code, RELEASE_1_1_0);
      expect(rewritten).toHaveLength(code.length);
      expect(rewritten).not.toContain("'@opensecret/react'");
      expect(aliases.restore(rewritten)).toBe(code);
      expect(aliases.rewrite(code, LATEST_RELEASE)).toBe(code);
      expect(Object.keys(aliases.paths())).toHaveLength(6);
    },
    SLOW,
  );

  it(
    'reports a rejected notation as an error of the sample, without compiling it',
    () => {
      const [result] = compile(compiler, fence('const a = 1;\n// @notAFlag'), LATEST_RELEASE);
      expect(result.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`)).toEqual([
        '5:1 TWOSLASH unknown Twoslash flag @notAFlag',
      ]);
      expect(result.names).toEqual([]);
      expect(result.hovers).toEqual([]);
    },
    SLOW,
  );
});
