import type {List, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {describe, expect, it} from 'vitest';
import {mdxProcessor} from '../../lib/mdx-parser';
import {sdkBehaviours, type SdkBehaviour} from '../../lib/sdk-behaviours';
import {mdxToMarkdown} from '../../plugins/llms/to-markdown';
import remarkSdkBehaviourTests from '../../plugins/sdk-behaviour-tests';
import {idsByAnchor, testAnchor, testLink} from '../../plugins/sdk-behaviour-tests/anchors';
import {releaseOfFile} from '../../plugins/sdk-behaviour-tests/release';
import {siteDir} from './guides-coverage-helpers';
import {ITEM_CLASS, phrasing, runCommand} from '../../plugins/sdk-behaviour-tests/render';

const SITE = '/site';
const REGISTRY: Record<string, SdkBehaviour> = {
  'v3.first-fact': {release: '3.2.0', title: '`signOut` removes the tokens', pages: [], test: 'tests/sdk/a.test.ts'},
  'v3.second-fact': {release: '3.2.0', title: 'the session stays.', pages: [], test: 'tests/sdk/b.test.ts'},
  'v1.old-fact': {release: '1.1.0', title: 'an older fact', pages: [], test: 'tests/sdk/c.test.ts'},
};

/** Runs the plugin on a page at `file` (relative to the site) and returns the tree. */
async function run(markdown: string, file = 'docs/security.mdx'): Promise<Root> {
  const processor = mdxProcessor().use(remarkSdkBehaviourTests, {siteDir: SITE, registry: REGISTRY});
  return await processor.run(processor.parse(markdown), {path: `${SITE}/${file}`});
}

const PAGE = [
  '## Facts',
  '',
  '| Statement | Test |',
  '| --- | --- |',
  '| One. | [v3.second-fact](#test-v3-second-fact) |',
  '| Two. | [v3.first-fact](#test-v3-first-fact), [again](#test-v3-second-fact) |',
  '',
  '## Tests',
  '',
  '::sdk-behaviour-tests',
  '',
].join('\n');

describe('test anchors', () => {
  it('are the id with its dot made a dash, after test-', () => {
    expect(testAnchor('v3.sign-out-clears')).toBe('test-v3-sign-out-clears');
    expect(testLink('v1.get-empty-string')).toBe('#test-v1-get-empty-string');
    expect(idsByAnchor(['v3.a-b', 'v1.c']).get('test-v3-a-b')).toBe('v3.a-b');
  });

  it('refuse what is not a behaviour id', () => {
    expect(() => testAnchor('sign-out')).toThrow('"sign-out" is not a behaviour id');
    expect(() => testAnchor('v3.Sign_out')).toThrow('is not a behaviour id');
  });

  it('are distinct for every entry of the registry', () => {
    const ids = Object.keys(sdkBehaviours());
    expect(idsByAnchor(ids).size).toBe(ids.length);
  });
});

describe('releaseOfFile', () => {
  it('is the SDK release of the docs folder that holds the file', () => {
    expect(releaseOfFile(`${SITE}/docs/security.mdx`, SITE)).toBe('3.2.0');
    expect(releaseOfFile('docs/guides/x.mdx', SITE)).toBe('3.2.0');
    expect(releaseOfFile(`${SITE}/versioned_docs/version-1.1.0/security.mdx`, SITE)).toBe('1.1.0');
    expect(releaseOfFile(`${SITE}/src/pages/markdown-page.mdx`, SITE)).toBeUndefined();
    expect(releaseOfFile('/elsewhere/docs/x.mdx', SITE)).toBeUndefined();
  });
});

describe('the list of tests', () => {
  it('replaces the directive with one item per linked test, in order of first link', async () => {
    const tree = await run(PAGE);
    const list = tree.children.at(-1) as List;
    expect(list.type).toBe('list');
    expect(list.children.map((item) => item.data?.hProperties)).toEqual([
      {id: 'test-v3-second-fact', className: [ITEM_CLASS]},
      {id: 'test-v3-first-fact', className: [ITEM_CLASS]},
    ]);
    expect(toString(list.children[1])).toBe(
      'v3.first-fact (3.2.0): signOut removes the tokens.In tests/sdk/a.test.ts; run it alone with ' +
        'npm run test:sdk -- tests/sdk/a.test.ts -t "^v3.first-fact:".',
    );
    expect(toString(list.children[0])).toContain('(3.2.0): the session stays.In');
  });

  it('shows code spans of a title as inline code', () => {
    expect(phrasing('`signOut` clears `a` and b')).toEqual([
      {type: 'inlineCode', value: 'signOut'},
      {type: 'text', value: ' clears '},
      {type: 'inlineCode', value: 'a'},
      {type: 'text', value: ' and b'},
    ]);
    expect(runCommand('v1.x', {test: 'tests/sdk/x.test.ts'})).toBe(
      'npm run test:sdk -- tests/sdk/x.test.ts -t "^v1.x:"',
    );
  });

  it('reads the behaviours the tests in tests/sdk/ declare when given none', async () => {
    const processor = mdxProcessor().use(remarkSdkBehaviourTests, {siteDir});
    const page = 'Kept. [v1.sign-in-keeps-session](#test-v1-sign-in-keeps-session)\n\n::sdk-behaviour-tests\n';
    const file = `${siteDir}/versioned_docs/version-1.1.0/security.mdx`;
    const tree = await processor.run(processor.parse(page), {path: file});
    expect(toString(tree.children.at(-1) as List)).toBe(
      'v1.sign-in-keeps-session (1.1.0): signing in as another user replaces the tokens but keeps the session: ' +
        'the new user’s requests go out with the same session ID and no new handshake.' +
        'In tests/sdk/security-session.test.ts; run it alone with ' +
        'npm run test:sdk -- tests/sdk/security-session.test.ts -t "^v1.sign-in-keeps-session:".',
    );
  });

  it('leaves a page without test links or the directive alone', async () => {
    const tree = await run('# Title\n\n[elsewhere](#install)\n', 'src/pages/x.mdx');
    expect(tree.children).toHaveLength(2);
  });
});

describe('bad pages stop the build, naming file, line and column', () => {
  it('a link to a test no behaviour test declares', async () => {
    await expect(run(`${PAGE}\n[gone](#test-v3-gone)\n`)).rejects.toThrow(
      'docs/security.mdx:12:1: links the behaviour test "#test-v3-gone", which no behaviour test in tests/sdk/ declares.',
    );
  });

  it('a link to a test of another release', async () => {
    await expect(run(`${PAGE}\n[old](#test-v1-old-fact)\n`)).rejects.toThrow(
      'docs/security.mdx:12:1: links v1.old-fact, a test of 1.1.0; this page documents 3.2.0.',
    );
  });

  it('test links on a page outside the docs folders', async () => {
    await expect(run(PAGE, 'src/pages/facts.mdx')).rejects.toThrow(
      'src/pages/facts.mdx:5:10: links the behaviour test v3.second-fact, but the page is in no docs folder',
    );
  });

  it('test links without the directive', async () => {
    await expect(run('Fact. [test](#test-v3-first-fact)\n')).rejects.toThrow(
      'docs/security.mdx:1:7: links behaviour tests, but the page has no ::sdk-behaviour-tests directive to list them.',
    );
  });

  it('the directive without a test link', async () => {
    await expect(run('# Facts\n\n::sdk-behaviour-tests\n')).rejects.toThrow(
      'docs/security.mdx:3:1: ::sdk-behaviour-tests lists the tests the page links, and it links none.',
    );
  });

  it('a second directive, or one with a label or attributes', async () => {
    await expect(run(`${PAGE}\n::sdk-behaviour-tests\n`)).rejects.toThrow(
      'docs/security.mdx:12:1: a second ::sdk-behaviour-tests directive.',
    );
    await expect(run(PAGE.replace('::sdk-behaviour-tests', '::sdk-behaviour-tests[all]{release=3}'))).rejects.toThrow(
      'docs/security.mdx:10:1: ::sdk-behaviour-tests takes no label or attributes',
    );
  });

  it('every problem of a page at once', async () => {
    await expect(run(`${PAGE}\n[a](#test-v3-gone) [b](#test-v1-old-fact)\n`)).rejects.toThrow(
      /12:1: links the behaviour test "#test-v3-gone".*\n.*12:20: links v1\.old-fact/,
    );
  });
});

describe('in the Markdown copies (plugins/llms)', () => {
  it('lists the tests of the site registry, with the links made absolute', async () => {
    const {markdown} = await mdxToMarkdown(
      '## Facts\n\n- Signing out clears storage ([test](#test-v3-sign-out-clears)).\n\n## Tests\n\n::sdk-behaviour-tests\n',
      {
        title: 'Security model',
        siteUrl: 'https://docs.example.com',
        baseUrl: '/',
        pageUrl: 'https://docs.example.com/docs/3.x/security',
        sourcePath: `${SITE}/docs/security.mdx`,
        siteDir: SITE,
      },
    );
    expect(markdown).toContain('([test](https://docs.example.com/docs/3.x/security#test-v3-sign-out-clears))');
    expect(markdown).toContain(`- **\`v3.sign-out-clears\`** (3.2.0): \`signOut\` sends the refresh token`);
    expect(markdown).toContain('`npm run test:sdk -- tests/sdk/auth.test.ts -t "^v3.sign-out-clears:"`');
    expect(markdown).not.toContain('::sdk-behaviour-tests');
  });

  it('stops on a test link of another release', async () => {
    await expect(
      mdxToMarkdown('- Fact ([test](#test-v1-sign-out-clears)).\n\n::sdk-behaviour-tests\n', {
        title: 'Security model',
        siteUrl: 'https://docs.example.com',
        baseUrl: '/',
        pageUrl: 'https://docs.example.com/docs/3.x/security',
        sourcePath: `${SITE}/docs/security.mdx`,
        siteDir: SITE,
      }),
    ).rejects.toThrow('docs/security.mdx:1:9: links v1.sign-out-clears, a test of 1.1.0; this page documents 3.2.0.');
  });
});
