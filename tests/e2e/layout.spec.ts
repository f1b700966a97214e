/**
 * The layout every page shares: skip link, announcement bar, navbar, main content, footer.
 */
import {expect, test, type Page} from '@playwright/test';
import {BASE_URL, COPYRIGHT_YEAR, DOCS_1_1_0, LATEST_DOCS, PRODUCT_NAME} from '../../src/constants';
import {gotoHydrated, waitForHydration} from '../support/browser';
import {
  FOOTER_LINKS,
  NAV_LINKS,
  announcementBar,
  colorModeToggle,
  footer,
  linkHrefs,
  navbar,
  navbarLeft,
  navbarRight,
  versionDropdown,
} from './helpers';

test.use({viewport: {width: 1280, height: 800}});

test.describe('skip link', () => {
  test('is the first Tab stop and moves focus to the main content', async ({page}) => {
    await gotoHydrated(page, '/docs/registration');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    // Parked off-screen until focused.
    await expect(skipLink).not.toBeInViewport();

    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();

    // Record where focus goes: Docusaurus focuses <main> through a temporary tabindex, which
    // Chromium's focus fix-up then blurs as soon as the tabindex is removed again.
    await page.evaluate(() => {
      const w = window as unknown as {e2eFocused: string[]};
      w.e2eFocused = [];
      document.addEventListener('focusin', (event) => w.e2eFocused.push((event.target as Element).tagName), true);
    });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {e2eFocused: string[]}).e2eFocused))
      .toContain('MAIN');
    await expect(skipLink).not.toBeFocused();
    await expect(skipLink).not.toBeInViewport();
    expect(new URL(page.url()).pathname).toBe('/docs/registration');
    // The next Tab continues from the main content, not from the navbar at the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});

/** Asserts that the elements matching `selectors` exist once each and follow each other in the DOM. */
async function expectDomOrder(page: Page, selectors: readonly string[]): Promise<void> {
  const result = await page.evaluate((sels) => {
    const elements = sels.map((sel) => document.querySelectorAll(sel));
    const counts = elements.map((list) => list.length);
    const ordered = elements.every(
      (list, i) =>
        i === 0 || Boolean(elements[i - 1][0]?.compareDocumentPosition(list[0]) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    return {counts, ordered};
  }, selectors);
  expect(result.counts, `one element each for ${selectors.join(', ')}`).toEqual(selectors.map(() => 1));
  expect(result.ordered, `DOM order ${selectors.join(' → ')}`).toBe(true);
}

test.describe('layout order', () => {
  for (const route of ['/', '/markdown-page', '/docs/', '/docs/api/', '/nope']) {
    test(`${route}: skip link, announcement bar, navbar, main, footer`, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      await expect(announcementBar(page)).toBeVisible();
      await expectDomOrder(page, [
        '#__docusaurus > [role="region"][aria-label="Skip to main content"]',
        '#__docusaurus > [role="banner"]',
        '#__docusaurus > nav.navbar',
        '#__docusaurus > #__docusaurus_skipToContent_fallback',
        '#__docusaurus > footer.footer',
      ]);
      await expect(page.locator('#__docusaurus_skipToContent_fallback main').first()).toBeVisible();
      await expect(navbar(page)).toHaveClass(/navbar--fixed-top/);
    });
  }
});

test.describe('navbar', () => {
  test('has Guides and API Reference on the left; versions, GitHub, Cloud and the colour-mode toggle on the right', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const [guides, api, github, cloud] = NAV_LINKS;

    // Outside the docs, with no version chosen yet, both lead into the latest version.
    await expect(navbarLeft(page).getByRole('link', {name: guides.label, exact: true})).toHaveAttribute(
      'href',
      LATEST_DOCS.gettingStartedPath,
    );
    await expect(navbarLeft(page).getByRole('link', {name: api.label, exact: true})).toHaveAttribute(
      'href',
      LATEST_DOCS.apiIndexPath,
    );
    // Left: logo first, then exactly the two items.
    expect(await linkHrefs(navbarLeft(page).locator('a'))).toEqual([
      BASE_URL,
      LATEST_DOCS.gettingStartedPath,
      LATEST_DOCS.apiIndexPath,
    ]);
    // Right: the version dropdown first, showing the latest version's label.
    const firstRight = navbarRight(page).locator(':scope > *').first();
    await expect(firstRight).toHaveClass(/dropdown/);
    await expect(versionDropdown(page).locator('> a.navbar__link')).toHaveText(LATEST_DOCS.label);

    for (const link of [github, cloud]) {
      const anchor = navbarRight(page).getByRole('link', {name: link.label, exact: true});
      await expect(anchor).toHaveAttribute('href', link.href);
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', /noopener/);
    }
    expect(await linkHrefs(navbarRight(page).locator(':scope > a'))).toEqual([github.href, cloud.href]);
    // The toggle sits on the right, after the links.
    await expect(navbarRight(page).getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    const toggleIsLast = await navbarRight(page).evaluate((group) => {
      const items = Array.from(group.children);
      const toggleIndex = items.findIndex((item) => item.querySelector('button[aria-label^="Switch between"]'));
      const lastLinkIndex = items.map((item) => item.tagName).lastIndexOf('A');
      return toggleIndex > lastLinkIndex;
    });
    expect(toggleIsLast).toBe(true);
    await expect(colorModeToggle(page)).toBeEnabled();
  });

  test('on a 1.1.0 page, Guides and API Reference lead into 1.1.0', async ({page}) => {
    await gotoHydrated(page, DOCS_1_1_0.docsBase);
    await expect(navbarLeft(page).getByRole('link', {name: 'Guides', exact: true})).toHaveAttribute(
      'href',
      DOCS_1_1_0.gettingStartedPath,
    );
    await expect(navbarLeft(page).getByRole('link', {name: 'API Reference', exact: true})).toHaveAttribute(
      'href',
      DOCS_1_1_0.apiIndexPath,
    );
    await expect(versionDropdown(page).locator('> a.navbar__link')).toHaveText(DOCS_1_1_0.label);
  });

  test('Guides opens the getting-started guide and becomes active', async ({page}) => {
    await gotoHydrated(page, '/');
    await navbar(page).getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL(LATEST_DOCS.gettingStartedPath);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(navbar(page).getByRole('link', {name: 'Guides', exact: true})).toHaveClass(/navbar__link--active/);
    await expect(navbar(page).getByRole('link', {name: 'API Reference', exact: true})).not.toHaveClass(
      /navbar__link--active/,
    );
  });

  test('API Reference opens the API index and becomes active', async ({page}) => {
    await gotoHydrated(page, '/');
    await navbar(page).getByRole('link', {name: 'API Reference', exact: true}).click();
    await expect(page).toHaveURL(LATEST_DOCS.apiIndexPath);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(navbar(page).getByRole('link', {name: 'API Reference', exact: true})).toHaveClass(
      /navbar__link--active/,
    );
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`shows the ${scheme} logo variant in ${scheme} mode, linking home`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await gotoHydrated(page, '/docs/');
      const brand = navbar(page).locator('a.navbar__brand');
      await expect(brand).toHaveAttribute('href', BASE_URL);
      const visibleLogo = brand.locator('img:visible');
      await expect(visibleLogo).toHaveCount(1);
      await expect(visibleLogo).toHaveAttribute('src', scheme === 'dark' ? '/img/logo-dark.svg' : '/img/logo.svg');
      await expect(visibleLogo).toHaveAttribute('alt', /\S/);
      const loaded = await visibleLogo.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0);
      expect(loaded).toBe(true);
    });
  }
});

test.describe('footer', () => {
  test('has titled link columns repeating the navbar links, a logo and the copyright', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    const foot = footer(page);
    await expect(foot).toBeVisible();

    const columns = foot.locator('.footer__col');
    expect(await columns.count()).toBeGreaterThan(0);
    for (const column of await columns.all()) {
      await expect(column.locator('.footer__title')).toHaveText(/\S/);
      expect(await column.locator('a.footer__link-item').count()).toBeGreaterThan(0);
    }

    const footerLinks = foot.locator('.footer__col a.footer__link-item');
    expect((await linkHrefs(footerLinks)).sort()).toEqual(FOOTER_LINKS.map((link) => link.href).sort());
    for (const link of FOOTER_LINKS) {
      const anchor = footerLinks.filter({hasText: link.label});
      await expect(anchor).toHaveCount(1);
      await expect(anchor).toHaveAttribute('href', link.href);
      if (link.external) {
        await expect(anchor).toHaveAttribute('target', '_blank');
        await expect(anchor).toHaveAttribute('rel', /noopener/);
      }
    }

    const logo = foot.locator('img.footer__logo:visible');
    await expect(logo).toHaveCount(1);
    await expect(logo).toHaveAttribute('alt', /\S/);
    expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(true);

    await expect(foot.locator('.footer__copyright')).toContainText(`Copyright © ${COPYRIGHT_YEAR} ${PRODUCT_NAME}`);
  });

  test('footer Guides link navigates to the getting-started guide', async ({page}) => {
    await gotoHydrated(page, '/docs/api/');
    await footer(page).getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL(LATEST_DOCS.gettingStartedPath);
    await expect(page.locator('article h1')).toBeVisible();
  });
});
