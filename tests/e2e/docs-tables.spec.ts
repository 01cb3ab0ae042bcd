import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, ALL_PAGES, useSavedTheme } from './fixtures';

/** A shorter word of code must never be split over two lines; a longer one (a nested generic) may be. */
const SHORT_WORD = 30;

/**
 * Everything wrong with the docs tables and the inline code of the page as laid out now: content wider
 * than its cell, a table box that scrolls sideways, a short word of code split over two lines.
 */
function layoutProblems(shortWord: number): string[] {
  const problems: string[] = [];
  const path = location.pathname;
  const describe = (element: Element) => {
    const row = element.closest('tr');
    return `${path} ${row?.id || row?.querySelector('code')?.textContent || element.localName}`;
  };
  // The text on screen: a closed <details> still lays out what it hides.
  const shownText = (root: Element) => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
      // Words only a screen reader hears ("no default") are laid out in a clipped one-pixel box.
      const heard = text.parentElement?.closest('.aq-visually-hidden');
      if (!heard && text.parentElement?.checkVisibility({ contentVisibilityAuto: true })) texts.push(text);
    }
    return texts;
  };
  const rectsOf = (node: Node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].filter((rect) => rect.width > 0);
  };

  for (const box of document.querySelectorAll('.docs-table')) {
    if (box.scrollWidth > box.clientWidth + 1)
      problems.push(`${path}: table "${box.querySelector('caption')?.textContent}" scrolls sideways`);
  }
  for (const cell of document.querySelectorAll('.docs-table th, .docs-table td')) {
    const bounds = cell.getBoundingClientRect();
    const overflow = shownText(cell).some((text) =>
      rectsOf(text).some((rect) => rect.left < bounds.left - 1 || rect.right > bounds.right + 1),
    );
    if (overflow)
      problems.push(`${describe(cell)}: content wider than its cell "${cell.getAttribute('data-label') ?? cell.textContent}"`);
  }

  // Each word of inline code: the lines its text lies on (its text boxes' distinct tops). A demo's own
  // output is the demo's business, in its stage, the configurator's, or a card's picture of it.
  for (const code of document.querySelectorAll('main code')) {
    if (code.closest('pre, .demo-viewer__stage, .configurator__stage, .category-tile__preview')) continue;
    for (const text of shownText(code)) {
      for (const match of text.data.matchAll(/\S+/g)) {
        if (match[0].length >= shortWord) continue;
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top / 4)));
        if (tops.size > 1) problems.push(`${describe(code)}: "${match[0]}" is split over ${tops.size} lines`);
      }
    }
  }
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth) problems.push(`${path}: the page scrolls sideways`);
  return problems;
}

/** Goes to a page the way a person does from the site's navigation: the router, no reload. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const isComponentPage = (path: string) => path.startsWith('/components/') && path !== '/components/categories';

/** The page at `path` has rendered with its examples and API tables. */
async function settled(page: Page, path: string) {
  await page.waitForFunction(
    ({ expected, component }) => {
      const text = document.querySelector('main')?.textContent ?? '';
      const breadcrumb = document.querySelector('.breadcrumb [aria-current="page"]');
      return (
        document.querySelector('main h1') !== null &&
        !document.querySelector('[data-loading]') &&
        !text.includes('Loading API…') &&
        !text.includes('Loading example…') &&
        (!component || breadcrumb?.getAttribute('href') === expected)
      );
    },
    { expected: path, component: isComponentPage(path) },
    { polling: 'raf' },
  );
}

for (const width of [360, 1280]) {
  test(`at ${width} px no docs table overflows and no short word of code breaks, on every page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    // A component page is reached by the router from the one before: it costs its own render, not a reload
    // of the site. The other pages are loaded, as nothing on them says which one has rendered.
    let loaded = false;
    for (const path of ALL_PAGES) {
      if (loaded && isComponentPage(path)) await navigateInApp(page, path);
      else await page.goto(path);
      loaded = true;
      await settled(page, path);
      problems.push(...(await page.evaluate(layoutProblems, SHORT_WORD)));
    }
    expect(problems).toEqual([]);
  });
}

test('the Select page’s API table is a table of cells side by side at 1280 px and a stack of entries at 360 px', async ({ page }) => {
  const cellBoxes = async () => {
    // A row of the table with its four cells, whichever way it is drawn.
    const row = page.getByRole('table', { name: 'Select', exact: true }).getByRole('row').and(page.locator('#api-Select-disabled'));
    const cells = row.getByRole('cell');
    await expect(cells).toHaveText(['disabled', /Disables the field/, 'boolean', 'false']);
    return Promise.all([0, 1, 2, 3].map(async (index) => (await cells.nth(index).boundingBox())!));
  };

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/components/select');
  await settled(page, '/components/select');
  const wide = await cellBoxes();
  // One line of cells, left to right, each beginning where the one before ends.
  for (let index = 1; index < wide.length; index++) {
    expect(Math.abs(wide[index].y - wide[0].y)).toBeLessThan(2);
    expect(wide[index].x).toBeGreaterThanOrEqual(wide[index - 1].x + wide[index - 1].width - 1);
  }
  await expect(page.getByRole('table', { name: 'Select', exact: true }).getByRole('columnheader', { name: 'Type' })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  const narrow = await cellBoxes();
  // Stacked: the name above its values, the description last, under them.
  expect(narrow[2].y).toBeGreaterThan(narrow[0].y + narrow[0].height - 1);
  expect(narrow[1].y).toBeGreaterThan(narrow[2].y);
  expect((await page.getByRole('table', { name: 'Select', exact: true }).locator('thead').boundingBox())!.height).toBeLessThanOrEqual(
    1,
  );
});

test.describe('the date picker page at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows each prop as a labelled entry that is still a table row for assistive technology', async ({ page }) => {
    await page.goto('/components/datepicker');
    const table = page.getByRole('table', { name: 'RangeDatepicker' });
    const entry = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'endYear', exact: true }) });
    await expect(entry).toHaveId('api-RangeDatepicker-endYear');
    await expect(entry.getByRole('cell')).toHaveText(['endYear', /The last year/, 'number', '2100']);

    // Stacked: name first, then Type and Default beside their visible labels, the description last.
    const [name, type, fallback, description] = await Promise.all(
      ['endYear', 'number', '2100', 'The last year'].map((text) =>
        entry.getByText(text, { exact: text !== 'The last year' }).boundingBox(),
      ),
    );
    expect(type!.y).toBeGreaterThan(name!.y);
    expect(description!.y).toBeGreaterThan(fallback!.y);
    const label = await entry
      .getByRole('cell')
      .nth(2)
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toContain('Type');
    // The header row is there for assistive technology only: a 1 px box, clipped away.
    expect((await table.locator('thead').boundingBox())!.height).toBeLessThanOrEqual(1);
    await expect(table.getByRole('columnheader', { name: 'Default' })).toHaveCount(1);

    // Chromium's own accessibility tree still has the table, its rows and its cells.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const roles = new Set(nodes.map((node) => node.role?.value));
    expect([...roles]).toEqual(expect.arrayContaining(['table', 'row', 'cell', 'columnheader']));
    const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="api"]').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  });

  test('folds the month names to their count and opens them on a press', async ({ page }) => {
    await page.goto('/components/datepicker');
    const months = page.locator('#api-RangeDatepicker-months');
    const fold = months.getByText('12 items');
    await expect(months.getByText("'January',")).toBeHidden();
    await fold.click();
    await expect(months.getByText("'January',")).toBeVisible();
    await expect(months.getByText("'December']")).toBeVisible();
  });
});

test('a link to an API row or a keyboard row scrolls it below the sticky bars and highlights it', async ({ page }) => {
  await page.goto('/components/datepicker#api-RangeDatepicker-months');
  const row = page.locator('#api-RangeDatepicker-months');
  await expect(row).toHaveAttribute('data-targeted', '');
  await expect(row).toBeInViewport();
  const barBottom = await page.locator('.components-layout__bar').evaluate((bar) => bar.getBoundingClientRect().bottom);
  expect((await row.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
  await expect(row).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  // A fragment changed on the page moves the highlight.
  await page.evaluate(() => (window.location.hash = '#keyboard-2'));
  const key = page.locator('#keyboard-2');
  await expect(key).toHaveAttribute('data-targeted', '');
  await expect(row).not.toHaveAttribute('data-targeted');
  await expect(key).toBeInViewport();
  await expect(page.locator('[id^="api-"], [id^="keyboard-"]').and(page.locator('[data-targeted]'))).toHaveCount(1);
});

test.describe('API tables people can read', () => {
  /** The text of each Default cell of the named components' tables. */
  const defaultsOf = (page: Page, components: string[]) =>
    page
      .locator('.docs-table table')
      .filter({ has: page.locator('caption', { hasText: new RegExp(`^(${components.join('|')})$`) }) })
      .locator('td[data-label="Default"]')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));

  test('a union is listed in the order its source writes it: the tooltip’s sides top, right, bottom, left', async ({ page }) => {
    await page.goto('/components/tooltip');
    const cells = page.locator('#api-Tooltip-placement').getByRole('cell');
    await expect(cells.nth(2)).toHaveText("'top' | 'right' | 'bottom' | 'left'");
    await expect(cells.nth(3)).toHaveText("'top'");
  });

  test('defaults are written one way, and no default is a dash a screen reader reads as “no default”', async ({ page }) => {
    await page.goto('/components/select');
    await expect(page.locator('#api-Select-noMatchesText').getByRole('cell').nth(3)).toHaveText("'No matches'");
    await expect(page.locator('#api-Select-disabled').getByRole('cell').nth(3)).toHaveText('false');
    const none = page.locator('#api-Select-value').getByRole('cell').nth(3);
    await expect(none).toHaveAccessibleName('no default');
    await expect(none.locator('[aria-hidden="true"]')).toHaveText('—');
    const odd = (await defaultsOf(page, ['Select', 'Option'])).filter(
      (text) => !/^(—no default|'[^"]*'|-?\d+(\.\d+)?|true|false|null|[[{(].*)$/.test(text),
    );
    expect(odd).toEqual([]);
  });

  test('a named type links to its entry in the one Types table at the end of the API tables', async ({ page }) => {
    await page.goto('/components/select');
    const link = page.locator('#api-Select-value').getByRole('link', { name: 'SelectValue' });
    await expect(link).toHaveAttribute('href', '#type-SelectValue');
    // React's own types are plain names.
    await expect(page.locator('#api-Select-ref').getByRole('link')).toHaveCount(0);

    await link.click();
    await expect(page).toHaveURL(/#type-SelectValue$/);
    const entry = page.getByRole('table', { name: 'Types', exact: true }).locator('#type-SelectValue');
    await expect(entry).toHaveAttribute('data-targeted', '');
    await expect(entry).toBeInViewport();
    const barBottom = await page.locator('.components-layout__bar').evaluate((bar) => bar.getBoundingClientRect().bottom);
    expect((await entry.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
    await expect(entry.getByRole('cell')).toHaveText(['SelectValue', 'string | number', /a string or a number/]);

    const captions = await page.locator('.docs-table caption').allTextContents();
    expect(captions.filter((caption) => caption === 'Types')).toHaveLength(1);
    expect(captions.indexOf('Types')).toBeGreaterThan(Math.max(captions.indexOf('Select'), captions.indexOf('Option')));
    // A type the definitions use is listed too, so its link lands: SelectMultipleValue is made of SelectOptionPair.
    const pair = page.locator('#type-SelectMultipleValue').getByRole('link', { name: 'SelectOptionPair' }).first();
    await expect(pair).toHaveAttribute('href', '#type-SelectOptionPair');
    await expect(page.locator('#type-SelectOptionPair')).toHaveCount(1);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the select page's API tables and Types table have no axe violations (${theme})`, async ({ page }) => {
      await useSavedTheme(page, theme);
      await page.goto('/components/select');
      await expect(page.getByRole('table', { name: 'Types', exact: true })).toBeVisible();
      const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="api"]').analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
    });
  }

  test('at 360 px the Types table fits with every object type’s fields opened', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/components/image-cropper');
    await settled(page, '/components/image-cropper');
    const types = page.getByRole('table', { name: 'Types', exact: true });
    for (const summary of await types.locator('summary').all()) await summary.click();
    await expect(types.locator('details:not([open])')).toHaveCount(0);
    expect(await page.evaluate(layoutProblems, SHORT_WORD)).toEqual([]);
  });
});
