import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CODE_ROLES} from '../support/code-roles';
import type {CodeLine} from '../../lib/code-tokens';
import {docsBlocks} from '../../plugins/code-blocks/docs-blocks';
import {highlight} from '../../plugins/code-blocks/highlighter';
import {placeHovers} from '../../plugins/code-blocks/hover-tokens';
import {shikiLanguage, UnknownLanguageError} from '../../plugins/code-blocks/languages';
import {ROLE_SCOPES, ROLE_THEME, roleOfColour} from '../../plugins/code-blocks/roles';

const SITE = path.resolve(__dirname, '../..');
/** `role:text` of each token, a line per string. */
const show = (lines: readonly CodeLine[]) =>
  lines.map((line) => line.map((token) => `${token.role}:${token.text}`).join(' '));

describe('languages', () => {
  it('maps fence languages to Shiki grammars, plain text when there is none', () => {
    expect(shikiLanguage('ts')).toBe('typescript');
    expect(shikiLanguage('TSX')).toBe('tsx');
    expect(shikiLanguage('sh')).toBe('bash');
    expect(shikiLanguage(null)).toBe('text');
  });

  it('rejects a language the site does not highlight', () => {
    expect(() => shikiLanguage('cobol')).toThrow(UnknownLanguageError);
    expect(() => shikiLanguage('cobol')).toThrow(/unknown code language "cobol": the site highlights ts, typescript/);
  });
});

describe('highlighting with Shiki', () => {
  it('gives TSX tokens their roles, same-role neighbours merged', async () => {
    const lines = await highlight('import {x} from \'y\';\nconst a = <div className="c">{b}</div>; // note', 'tsx');
    expect(show(lines)).toEqual([
      "k:import x:  p:{ x:x p:} x:  k:from x:  s:'y' p:;",
      'k:const x: a  o:= x:  p:< g:div x:  a:className o:= s:"c" p:>{ x:b p:}</ g:div p:>; x:  c:// note',
    ]);
  });

  it('highlights shell, JSON and Markdown (with its fenced code)', async () => {
    expect(show(await highlight('npm install -E @opensecret/react@3.2.0', 'bash'))).toEqual([
      'f:npm x: install  n:-E x: @opensecret/react@3.2.0',
    ]);
    expect(show(await highlight('{"a": [1, true]}', 'json'))).toEqual([
      'p:{" a:a p:": x:  p:[ n:1 p:, x:  n:true p:]}',
    ]);
    const markdown = show(await highlight('# Title\n\n**b** `c`\n```ts\nconst a = 1;\n```', 'markdown'));
    expect(markdown[0]).toBe('k:# Title');
    expect(markdown[2]).toBe('p:** b:b p:** x:  p:` s:c p:`');
    expect(markdown[4]).toBe('k:const x: a  o:= x:  n:1 p:;');
  });

  it('returns one line per line of code, the empty last one included', async () => {
    expect(await highlight('a\n', 'text')).toEqual([[{text: 'a', role: 'x'}], []]);
  });

  it('names each token by its marker colour, and refuses a colour of no role', () => {
    expect(roleOfColour(undefined)).toBe('x');
    expect(roleOfColour('#000000')).toBe('x');
    const colours = (ROLE_THEME.tokenColors ?? []).map((rule) => rule.settings.foreground);
    expect(new Set(colours).size).toBe(Object.keys(ROLE_SCOPES).length);
    expect(() => roleOfColour('#123456')).toThrow(/no role's colour/);
  });
});

describe('roles and their colours', () => {
  const css = fs.readFileSync(path.join(SITE, 'src/components/CodeBlock/styles.module.css'), 'utf8');
  const custom = fs.readFileSync(path.join(SITE, 'src/css/custom.css'), 'utf8');

  it.each(Object.entries(CODE_ROLES).filter(([role]) => role !== 'x'))(
    'role %s (%s) has a class in the CodeBlock styles, coloured by a variable of both modes',
    (role, name) => {
      const rule = new RegExp(`\\n\\.${role} \\{([^}]*)\\}`).exec(css)?.[1];
      expect(rule, `.${role} in styles.module.css`).toBeDefined();
      if (name === 'bold' || name === 'italic') return;
      expect(rule).toContain(`color: var(--os-code-${name});`);
      expect(custom.match(new RegExp(`--os-code-${name}: #[0-9a-f]{6};`, 'g'))).toHaveLength(2);
    },
  );
});

describe('hover markers', () => {
  const lines: CodeLine[] = [
    [
      {text: 'os.auth', role: 'x'},
      {text: ';', role: 'p'},
    ],
    [{text: 'signIn();', role: 'f'}],
  ];

  it('cuts tokens at the edges of each typed name and marks the name', () => {
    const placed = placeHovers(lines, [
      {start: 0, length: 2, entry: 4},
      {start: 3, length: 4, entry: 5},
      {start: 9, length: 6, entry: 6},
    ]);
    expect(placed).toEqual([
      [
        {text: 'os', role: 'x', hover: 4},
        {text: '.', role: 'x'},
        {text: 'auth', role: 'x', hover: 5},
        {text: ';', role: 'p'},
      ],
      [
        {text: 'signIn', role: 'f', hover: 6},
        {text: '();', role: 'f'},
      ],
    ]);
  });

  it('ignores a hover across a line break', () => {
    expect(placeHovers(lines, [{start: 6, length: 5, entry: 1}])).toEqual(lines);
  });
});

describe('documentation comments in the popover', () => {
  it('keeps paragraphs, inline code and code blocks, and flattens the rest', () => {
    expect(
      docsBlocks('Signs in **a user** with `email`.\n\n- one\n- [two](https://x.test)\n\n```ts\nf();\n```'),
    ).toEqual([
      {text: ['Signs in a user with ', ['email'], '.']},
      {text: ['• ', 'one']},
      {text: ['• ', 'two']},
      {code: 'f();'},
    ]);
  });
});
