/**
 * The preview frame's module loader (src/runner/frame/modules.ts): a sample compiled with its
 * hidden setup, its errors placed on the line the reader sees (or in the hidden setup), imports of
 * the packages the frame provides and of the page's other samples, `import.meta.env`, and the
 * component a run renders.
 */
import {describe, expect, it} from 'vitest';
import type {RunModule} from '../../lib/run-table';
import {
  compileModule,
  componentOf,
  ModuleLoader,
  placeIn,
  SampleError,
  siblingOf,
} from '../../src/runner/frame/modules';

const module = (title: string, code: string, hidden = ''): RunModule => ({title, code, hidden, lang: 'tsx'});

/** The SampleError `run` throws. */
function thrown(run: () => unknown): SampleError {
  try {
    run();
  } catch (error) {
    if (error instanceof SampleError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('placeIn', () => {
  const sample = module('src/A.tsx', 'one\ntwo\n', 'setup\n// ---cut---\n');
  it('counts lines of the code shown from 1, after the hidden setup', () => {
    expect(placeIn(sample, 3, 5)).toEqual({title: 'src/A.tsx', line: 1, column: 5, hidden: false});
    expect(placeIn(sample, 2, 1)).toEqual({title: 'src/A.tsx', line: 2, column: 1, hidden: true});
  });
});

describe('compileModule', () => {
  it('strips types and JSX, turns imports into require, and keeps the lines', () => {
    const js = compileModule(
      module(
        'src/A.tsx',
        "import {useState} from 'react';\nexport function A(): JSX.Element {\n  return <p>{useState(1)[0]}</p>;\n}\n",
      ),
    );
    expect(js).toContain("require('react')");
    expect(js.split('\n')[2]).toContain('jsx');
    expect(js).not.toContain('JSX.Element');
  });

  it('places a syntax error on the line the reader sees, or in the hidden setup', () => {
    const shown = thrown(() =>
      compileModule(module('src/A.tsx', 'const a = 1;\nconst b = <p>;\n', 'x\n// ---cut---\n')),
    );
    expect(shown.phase).toBe('compile');
    expect(shown.place).toEqual({title: 'src/A.tsx', line: 2, column: 14, hidden: false});
    expect(shown.message).toMatch(/^Unexpected token/);
    expect(shown.message).not.toMatch(/\(\d+:\d+\)$/);
    const hidden = thrown(() =>
      compileModule(module('src/A.tsx', 'export const a = 1;\n', 'const = ;\n// ---cut---\n')),
    );
    expect(hidden.place).toMatchObject({line: 1, hidden: true});
  });
});

describe('siblingOf', () => {
  const modules = [module('src/Notes.tsx', ''), module('src/lib/api.ts', ''), module('src/testing/Fake.tsx', '')];
  it("resolves ./ and ../ against the importing sample's folder, with or without an extension", () => {
    expect(siblingOf('./lib/api', modules[0], modules)?.title).toBe('src/lib/api.ts');
    expect(siblingOf('../Notes', modules[2], modules)?.title).toBe('src/Notes.tsx');
    expect(siblingOf('./Notes.tsx', modules[0], modules)?.title).toBe('src/Notes.tsx');
    expect(siblingOf('./Missing', modules[0], modules)).toBeUndefined();
    expect(siblingOf('react', modules[0], modules)).toBeUndefined();
  });
});

describe('ModuleLoader', () => {
  const react = {createElement: () => null};
  const element = (type: unknown, props: unknown) => ({type, props});
  const jsx = {jsx: element, jsxs: element, Fragment: 'f'};

  it("evaluates a sample once, with the frame's packages, the page's other samples and the env", () => {
    const modules = [
      module(
        'src/App.tsx',
        "import {greeting} from './greeting';\nexport function App() {\n  return <p>{greeting} {import.meta.env.VITE_NAME}</p>;\n}\n",
      ),
      {...module('src/greeting.ts', "export const greeting = 'hello';\n"), lang: 'ts' as const},
    ];
    const loader = new ModuleLoader(modules, {react, 'react/jsx-runtime': jsx}, {env: {VITE_NAME: 'Ada'}});
    const exports = loader.exportsOf('src/App.tsx');
    expect(loader.exportsOf('src/App.tsx')).toBe(exports);
    const App = componentOf(exports, undefined, 'src/App.tsx') as () => {props: {children: unknown[]}};
    expect(App().props.children).toEqual(['hello', ' ', 'Ada']);
  });

  it("gives a value the hidden setup only declares from the page's sample that exports it", () => {
    const loader = new ModuleLoader(
      [
        module(
          'src/Ask.tsx',
          'export const picked = Picker();\n',
          'declare function Picker(): string;\n// ---cut---\n',
        ),
        {...module('src/Picker.ts', "export function Picker() {\n  return 'picked';\n}\n"), lang: 'ts' as const},
      ],
      {},
      {env: {}},
    );
    expect(loader.exportsOf('src/Ask.tsx').picked).toBe('picked');
  });

  it('names an import the preview does not provide', () => {
    const loader = new ModuleLoader(
      [module('src/A.tsx', "import x from 'left-pad';\nexport const A = x;\n")],
      {},
      {env: {}},
    );
    expect(thrown(() => loader.exportsOf('src/A.tsx')).message).toBe(
      'src/A.tsx imports left-pad, which the preview does not provide',
    );
  });

  it('places an error the sample throws while it is evaluated', () => {
    const loader = new ModuleLoader(
      [module('src/A.tsx', "export const a = 1;\nthrow new Error('at load');\n", 'const hidden = 0;\n// ---cut---\n')],
      {},
      {env: {}},
    );
    const error = thrown(() => loader.exportsOf('src/A.tsx'));
    expect(error.message).toBe('at load');
    expect(error.place).toMatchObject({title: 'src/A.tsx', line: 2, hidden: false});
  });
});

describe('componentOf', () => {
  const A = () => null;
  const B = () => null;
  it('takes the named export, else the default, else the only exported component', () => {
    expect(componentOf({A, B}, 'B', 't')).toBe(B);
    expect(componentOf({default: A, B}, undefined, 't')).toBe(A);
    expect(componentOf({A, helper: 1}, undefined, 't')).toBe(A);
    expect(() => componentOf({A, B}, undefined, 'src/X.tsx')).toThrow('src/X.tsx exports 2 components');
    expect(() => componentOf({A}, 'C', 'src/X.tsx')).toThrow('src/X.tsx exports no component C');
  });
});
