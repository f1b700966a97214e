/**
 * The home page presents the latest release: its pinned install command, a quick start that is
 * the sample `npm run check:samples` compiles against it, one capability card per guide of the
 * latest docs (naming members the release has), and a way to the 1.1.0 docs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {DOCS_1_1_0, GUIDES_3X, LATEST_DOCS, SDK_PACKAGE} from '../../src/constants';
import {gotoHydrated} from '../support/browser';
import {linkHrefs} from './helpers';

const SITE = path.resolve(__dirname, '../..');
const QUICK_START_FILE = 'src/components/Home/Install/QuickStart.mdx';
const CAPABILITY_SLUGS = GUIDES_3X.filter((slug) => slug !== 'getting-started');

/** The code of the quick start's fenced block, as the sample check compiles it. */
function quickStartSource(): string {
  const text = fs.readFileSync(path.join(SITE, QUICK_START_FILE), 'utf8');
  const match = /^```tsx title="src\/App\.tsx"\n([\s\S]*?)\n```$/m.exec(text);
  if (!match) throw new Error(`${QUICK_START_FILE}: no tsx block titled src/App.tsx`);
  return match[1];
}

/** The members of OpenSecretContextType in the installed SDK's type declarations. */
function contextMembers(): Set<string> {
  const packageDir = path.join(SITE, 'node_modules', SDK_PACKAGE);
  const {version} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string};
  expect(version, `installed ${SDK_PACKAGE}`).toBe(LATEST_DOCS.sdkVersion);
  const declarations = fs.readFileSync(path.join(packageDir, 'dist/index.d.ts'), 'utf8');
  const start = declarations.indexOf('export declare type OpenSecretContextType = {');
  expect(start, 'OpenSecretContextType in the SDK types').toBeGreaterThan(-1);
  const body = declarations.slice(start, declarations.indexOf('\n};', start));
  return new Set([...body.matchAll(/^ {4}(\w+)\??:/gm)].map((match) => match[1]));
}

const installSection = (page: Page): Locator => page.getByRole('region', {name: 'Install and connect'});
/** The capability cards: users and their data under "Everything in one hook", then "Private AI". */
const CARD_GROUPS = ['Everything in one hook', 'Private AI'];
const cards = (page: Page): Locator =>
  page.getByRole('region', {name: new RegExp(`^(${CARD_GROUPS.join('|')})$`)}).getByRole('listitem');

/** The names of the functions the installed SDK's type declarations export. */
function exportedFunctions(): Set<string> {
  const declarations = fs.readFileSync(path.join(SITE, 'node_modules', SDK_PACKAGE, 'dist/index.d.ts'), 'utf8');
  return new Set([...declarations.matchAll(/^export declare function (\w+)/gm)].map((match) => match[1]));
}

test.use({viewport: {width: 1280, height: 800}});

test('the hero names the latest release and leads into its docs', async ({page}) => {
  await gotoHydrated(page, '/');
  const hero = page.locator('main > div').first();
  await expect(hero.getByText(`v${LATEST_DOCS.sdkVersion}`, {exact: true})).toBeVisible();
  await expect(hero.getByRole('link', {name: 'Get started'})).toHaveAttribute('href', LATEST_DOCS.gettingStartedPath);
  await expect(hero.getByRole('link', {name: 'API reference'})).toHaveAttribute('href', LATEST_DOCS.apiIndexPath);
});

test('the install command pins the latest release, and no command on the page installs an unpinned SDK', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const command = installSection(page)
    .locator('pre')
    .filter({hasText: /^npm install/});
  await expect(command).toHaveCount(1);
  await expect(command).toHaveText(`npm install -E ${SDK_PACKAGE}@${LATEST_DOCS.sdkVersion}`);
  // The note under it says when the SDK's types need the openai package.
  await expect(installSection(page).getByText(/import one type from openai/)).toContainText('skipLibCheck: true');

  const installs = (await page.locator('pre').allInnerTexts())
    .flatMap((text) => text.split('\n'))
    .filter((line) => /\bnpm (install|i)\b/.test(line) && line.includes(SDK_PACKAGE));
  expect(installs).toEqual([`npm install -E ${SDK_PACKAGE}@${LATEST_DOCS.sdkVersion}`]);
});

test('the quick start is the compiled sample: src/App.tsx importing the provider and the hook', async ({page}) => {
  await gotoHydrated(page, '/');
  const block = installSection(page)
    .locator('.theme-code-block')
    .filter({has: page.getByText('src/App.tsx', {exact: true})});
  await expect(block).toHaveCount(1);
  const shown = (await block.locator('pre code').innerText()).replace(/\n+$/, '');
  expect(shown).toBe(quickStartSource());
  expect(shown.startsWith(`import {\n  OpenSecretProvider,\n  useOpenSecret,\n} from '${SDK_PACKAGE}';\n`)).toBe(true);
  await expect(block.getByRole('button', {name: /copy/i})).toHaveCount(1);
});

test('one card per guide of the latest docs but getting started, each linking into its guide', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(cards(page)).toHaveCount(CAPABILITY_SLUGS.length);
  const hrefs = await linkHrefs(cards(page).getByRole('heading').getByRole('link'));
  expect(hrefs).toEqual(CAPABILITY_SLUGS.map((slug) => `${LATEST_DOCS.docsBase}guides/${slug}`));
  expect(hrefs.every((href) => href.startsWith('/docs/3.x/guides/'))).toBe(true);

  const upload = cards(page).filter({has: page.getByRole('heading', {name: 'Document upload'})});
  await expect(upload.locator('p:last-child code')).toHaveText([
    'uploadDocument',
    'uploadDocumentWithPolling',
    'checkDocumentStatus',
  ]);
  // Every card has its decorative icon.
  await expect(cards(page).locator('svg[aria-hidden="true"]')).toHaveCount(CAPABILITY_SLUGS.length);

  await upload.getByRole('link', {name: 'Document upload'}).click();
  await expect(page).toHaveURL(`${LATEST_DOCS.docsBase}guides/document-upload`);
  await expect(page.locator('article h1')).toHaveText('Document upload');
});

test('the cards come in two groups: users and their data, then the private-AI guides from AI integration on', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const aiStart = CAPABILITY_SLUGS.indexOf('ai-integration');
  const group = (name: string): Locator => page.getByRole('region', {name, exact: true}).getByRole('listitem');
  await expect(group(CARD_GROUPS[0])).toHaveCount(aiStart);
  await expect(group(CARD_GROUPS[1])).toHaveCount(CAPABILITY_SLUGS.length - aiStart);
  await expect(group(CARD_GROUPS[1]).first().getByRole('heading')).toHaveText('AI integration');
});

test('every call a card names is a member of the latest release, or for agents an exported function', async ({
  page,
}) => {
  const members = contextMembers();
  const functions = exportedFunctions();
  await gotoHydrated(page, '/');
  const named = await cards(page).locator('p:last-child code').allTextContents();
  expect(named.length).toBeGreaterThanOrEqual(CAPABILITY_SLUGS.length);
  const agents = cards(page).filter({has: page.getByRole('heading', {name: 'Agents'})});
  const agentCalls = await agents.locator('p:last-child code').allTextContents();
  expect(agentCalls.length).toBeGreaterThan(0);
  expect(agentCalls.filter((name) => !functions.has(name) || members.has(name))).toEqual([]);
  expect(named.filter((name) => !members.has(name) && !agentCalls.includes(name))).toEqual([]);
  // Removed in 3.x: guests cannot be converted to email accounts any more.
  await expect(page.getByText('convertGuestToUserAccount')).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`a visible link leads to the ${DOCS_1_1_0.sdkVersion} docs at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 844});
    await gotoHydrated(page, '/');
    const link = page.getByRole('main').getByRole('link', {name: `Read the ${DOCS_1_1_0.sdkVersion} docs`});
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', DOCS_1_1_0.docsBase);
    await link.click();
    await expect(page).toHaveURL(DOCS_1_1_0.docsBase);
    await expect(page.locator('html')).toHaveClass(new RegExp(`docs-version-${DOCS_1_1_0.name.replace(/\./g, '\\.')}`));
    await expect(page.locator('article h1')).toBeVisible();
  });
}
