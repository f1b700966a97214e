/** The docs MCP server's page allow-list: which requests name a doc page, and which are refused. */
import {describe, expect, it} from 'vitest';
import {PageAllowList, PageRequestError, requestedKey, routeKey, routeOfMarkdownFile} from '../../mcp/src/pages';
import {LATEST_DOCS} from '../../src/constants';

const pages = new PageAllowList(
  [
    'docs/index.md',
    'docs/registration.md',
    'docs/guides/getting-started.md',
    'docs/api/index.md',
    'docs/api/functions/useOpenSecret.md',
  ].map((file) => ({route: routeOfMarkdownFile(file), file: `/site/build/${file}`})),
);

describe('routeOfMarkdownFile', () => {
  it('maps Markdown copies to their routes', () => {
    expect(routeOfMarkdownFile('docs/guides/getting-started.md')).toBe('/docs/guides/getting-started');
    expect(routeOfMarkdownFile('docs/index.md')).toBe('/docs/');
    expect(routeOfMarkdownFile('docs/api/index.md')).toBe('/docs/api/');
    expect(routeOfMarkdownFile('docs\\api\\functions\\useOpenSecret.md')).toBe('/docs/api/functions/useOpenSecret');
  });

  it('rejects other files', () => {
    expect(() => routeOfMarkdownFile('docs/index.html')).toThrow(PageRequestError);
  });
});

describe('routeKey', () => {
  it('ignores trailing slashes, /index and the .md or .html extension', () => {
    for (const route of ['/docs/', '/docs', '/docs/index', '/docs/index.md', '/docs/index.html'])
      expect(routeKey(route)).toBe('/docs');
    expect(routeKey('/')).toBe('/');
  });
});

describe('PageAllowList.resolve', () => {
  it.each([
    ['/docs/guides/getting-started', '/docs/guides/getting-started'],
    ['/docs/guides/getting-started.md', '/docs/guides/getting-started'],
    ['/docs/guides/getting-started/', '/docs/guides/getting-started'],
    ['docs/guides/getting-started', '/docs/guides/getting-started'],
    ['  /docs/guides/getting-started#install ', '/docs/guides/getting-started'],
    ['/docs/guides/getting-started?highlight=provider', '/docs/guides/getting-started'],
    ['https://docs.opensecret.cloud/docs/guides/getting-started', '/docs/guides/getting-started'],
    ['https://docs.opensecret.cloud/docs/guides/getting-started.md', '/docs/guides/getting-started'],
    ['http://localhost:3000/docs/api/functions/useOpenSecret#returns', '/docs/api/functions/useOpenSecret'],
    ['/docs/', '/docs/'],
    ['/docs', '/docs/'],
    ['/docs/index.md', '/docs/'],
    ['https://docs.opensecret.cloud/docs/api/', '/docs/api/'],
    ['/docs/api/functions/use%4FpenSecret', '/docs/api/functions/useOpenSecret'],
  ])('%s → %s', (request, route) => {
    expect(pages.resolve(request).route).toBe(route);
  });

  it.each([
    '../../etc/passwd',
    '/etc/passwd',
    '/docs/../../etc/passwd',
    '/docs/guides/../../../etc/passwd',
    '/docs/%2e%2e/%2e%2e/etc/passwd',
    '/docs/..%2f..%2fetc/passwd',
    'https://docs.opensecret.cloud/docs/../../etc/passwd',
    'file:///etc/passwd',
    '/site/build/docs/index.md',
    '/work/wt-mcp/build/docs/registration.md',
    'C:\\Windows\\win.ini',
    '/docs/guides/getting-started\u0000.md',
    '/docs/%00',
    '/docs/%zz',
    '/docs/./registration',
    '/llms.txt',
    '/docs/guides/nope',
    '/docs/guides/getting-started.html.md.x',
    '',
    '   ',
  ])('refuses %j', (request) => {
    expect(() => pages.resolve(request)).toThrow(PageRequestError);
  });

  it('says what is refused and what a page path looks like', () => {
    // The example names a page of the latest release.
    expect(() => pages.resolve('/etc/passwd')).toThrow(
      `is not a doc page of this documentation. Pages have paths such as ${LATEST_DOCS.gettingStartedPath} or`,
    );
    expect(() => requestedKey('../../etc/passwd')).toThrow(/"\." and "\.\." are not allowed/);
    expect(() => requestedKey('file:///etc/passwd')).toThrow(/file: URLs are refused/);
  });

  it('lists its routes', () => {
    expect(pages.size).toBe(5);
    expect(pages.routes()).toContain('/docs/guides/getting-started');
  });
});
