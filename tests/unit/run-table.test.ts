/**
 * Which samples get a Run control and what the runner gets of a page (plugins/code-blocks/runnable.ts,
 * run-table.ts): a sample split at its cut line, the component a TSX sample renders or why it has
 * none, and the page's table, written under a name made of its content and copied into the build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {declaredValues, exportsName} from '../../lib/run-table';
import {runnableComponent, splitHidden} from '../../plugins/code-blocks/runnable';
import {runTable, RunTables, RUN_FILE_SUFFIX} from '../../plugins/code-blocks/run-table';

describe('splitHidden', () => {
  it('splits after the cut line, which goes with the hidden setup', () => {
    expect(splitHidden('declare const x: number;\n// ---cut---\nexport const y = x;\n')).toEqual({
      hidden: 'declare const x: number;\n// ---cut---\n',
      code: 'export const y = x;\n',
    });
  });

  it('leaves a sample without a cut line whole', () => {
    expect(splitHidden('export const y = 1;\n')).toEqual({hidden: '', code: 'export const y = 1;\n'});
  });
});

describe('runnableComponent', () => {
  it('renders an exported component that takes nothing, or only optional props', () => {
    expect(runnableComponent('export function Notes() {\n  return null;\n}\n')).toEqual({component: 'Notes'});
    expect(runnableComponent("export function Invite({code = ''}: {code?: string}) {\n  return null;\n}\n")).toEqual({
      component: 'Invite',
    });
    expect(runnableComponent('export default function App(props?: {a: string}) {\n  return null;\n}\n')).toEqual({
      component: 'default',
    });
  });

  it('names the props a component needs and the page gives no value for', () => {
    expect(
      runnableComponent('export function Chat({model, onDone}: {model: string; onDone?: () => void}) {}\n'),
    ).toEqual({reason: 'Chat needs props the page gives it no value for (model)'});
    expect(runnableComponent('type P = {a: string};\nexport function A(props: P) {}\n')).toEqual({
      reason: 'A takes props of a named type',
    });
  });

  it("names a default export's component `default`", () => {
    expect(runnableComponent('export default function App() {\n  return null;\n}\n')).toEqual({component: 'default'});
  });

  it('takes the first component that needs nothing, and says when there is none', () => {
    expect(
      runnableComponent('export function A({x}: {x: string}) {}\nexport function B() {}\nexport function C() {}\n'),
    ).toEqual({component: 'B'});
    expect(runnableComponent('export function useThing() {}\nfunction Hidden() {}\n')).toEqual({
      reason: 'exports no component',
    });
  });
});

describe('runTable', () => {
  it('keeps every titled sample, with a component or a reason for each TSX one', () => {
    const table = runTable([
      {title: 'src/api.ts', lang: 'ts', release: '3.2.0', source: 'export const api = 1;\n'},
      {
        title: 'src/Notes.tsx',
        lang: 'tsx',
        release: '3.2.0',
        source: "import {api} from './api';\n// ---cut---\nexport function Notes() {\n  return <p>{api}</p>;\n}\n",
      },
      {title: 'src/Chat.tsx', lang: 'tsx', release: '1.1.0', source: 'export function Chat({m}: {m: string}) {}\n'},
    ]);
    expect(table.samples).toEqual([
      {title: 'src/api.ts', code: 'export const api = 1;\n', hidden: '', lang: 'ts', release: '3.2.0'},
      {
        title: 'src/Notes.tsx',
        code: 'export function Notes() {\n  return <p>{api}</p>;\n}\n',
        hidden: "import {api} from './api';\n// ---cut---\n",
        lang: 'tsx',
        release: '3.2.0',
        component: 'Notes',
      },
      {
        title: 'src/Chat.tsx',
        code: 'export function Chat({m}: {m: string}) {}\n',
        hidden: '',
        lang: 'tsx',
        release: '1.1.0',
        reason: 'Chat needs props the page gives it no value for (m)',
      },
    ]);
  });
});

describe('declared values', () => {
  const picker = 'declare function Picker(props: {value: string}): JSX.Element;\n// ---cut---\n';
  it('a sample whose hidden setup declares a value runs when a sample of the page exports it', () => {
    const [ask] = runTable([
      {title: 'src/Ask.tsx', lang: 'tsx', release: '3.2.0', source: `${picker}export function Ask() {}\n`},
      {
        title: 'src/Picker.tsx',
        lang: 'tsx',
        release: '3.2.0',
        source: 'export function Picker({value}: {value: string}) {}\n',
      },
    ]).samples;
    expect(ask.component).toBe('Ask');
    const [alone] = runTable([
      {title: 'src/Ask.tsx', lang: 'tsx', release: '3.2.0', source: `${picker}export function Ask() {}\n`},
    ]).samples;
    expect(alone.reason).toBe('its hidden setup declares Picker, which no sample of the page defines');
  });

  it('reads value declarations only, and exports by name', () => {
    expect(
      declaredValues('declare const a: number;\ndeclare function b(): void;\ndeclare type C = 1;\nconst d = 1;\n'),
    ).toEqual(['a', 'b']);
    expect(exportsName('export async function Picker() {}', 'Picker')).toBe(true);
    expect(exportsName('export function PickerList() {}', 'Picker')).toBe(false);
  });
});

describe('RunTables', () => {
  it('writes a table under a name made of its content, and copies the registered ones into the build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-tables-'));
    const tables = new RunTables(path.join(dir, 'cache'));
    const one = tables.register({samples: []});
    expect(tables.register({samples: []})).toBe(one);
    const two = tables.register(
      runTable([{title: 'src/A.tsx', lang: 'tsx', release: '3.2.0', source: 'export function A() {}'}]),
    );
    expect(two).not.toBe(one);
    expect(path.basename(one)).toMatch(new RegExp(`^[0-9a-f]{16}${RUN_FILE_SUFFIX.replace('.', '\\.')}$`));
    // A table of an earlier build, still in the cache, is not copied.
    fs.writeFileSync(path.join(dir, 'cache', `0000000000000000${RUN_FILE_SUFFIX}`), '{}');
    expect(tables.writeAll(path.join(dir, 'build'))).toBe(2);
    expect(fs.readdirSync(path.join(dir, 'build')).sort()).toEqual([path.basename(one), path.basename(two)].sort());
    expect(JSON.parse(fs.readFileSync(two, 'utf8'))).toMatchObject({samples: [{title: 'src/A.tsx', component: 'A'}]});
  });
});
