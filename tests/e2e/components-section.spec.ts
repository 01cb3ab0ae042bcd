import { test, expect, CONTRIBUTORS_API } from './fixtures';

test.describe('categories', () => {
  test('shows 30 tiles and filters them by title, case-insensitively', async ({ page }) => {
    await page.goto('/components/categories');
    const tiles = page.locator('.categories__grid > li');
    await expect(tiles).toHaveCount(30);
    const search = page.getByPlaceholder('Search in components');
    await expect(search).toBeVisible();
    await search.fill('BUT');
    await expect(tiles).toHaveCount(2);
    await expect(tiles.getByRole('link', { name: /^Button/ })).toBeVisible();
    await search.fill('zzz');
    await expect(tiles).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'No component matches' })).toBeVisible();
    await search.fill('');
    await expect(tiles).toHaveCount(30);
  });

  test('a tile links to its page, under its category, with its summary', async ({ page }) => {
    await page.goto('/components/categories');
    const tile = page.getByRole('region', { name: 'Layout' }).getByRole('link', { name: /^Divider/ });
    await expect(tile).toContainText('A line between sections');
    await tile.click();
    await expect(page).toHaveURL(/\/components\/divider$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Divider' })).toBeVisible();
  });

  test('each card shows its component’s first example as the build drew it, with or without JavaScript, and after a visit in the app', async ({
    browser,
    page,
  }) => {
    const previews = (target: typeof page) => target.locator('.category-tile__preview');
    const drawn = (target: typeof page) =>
      previews(target).evaluateAll((boxes) => boxes.filter((box) => box.querySelector('.category-tile__stage > *')).length);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const raw = await noScript.newPage();
    await raw.goto('/components/categories', { waitUntil: 'domcontentloaded' });
    await expect(previews(raw)).toHaveCount(30);
    expect(await drawn(raw)).toBe(30);
    await expect(raw.locator('#category-preview-button')).toContainText('Primary');
    await noScript.close();

    // Hydrated: the same pictures, decorative (out of the accessibility tree, inert), none of their code loaded.
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/components/categories');
    expect(await drawn(page)).toBe(30);
    await expect(previews(page).first()).toHaveAttribute('inert', '');
    await expect(previews(page).first()).toHaveAttribute('aria-hidden', 'true');
    expect(scripts.filter((script) => /-demo1-/.test(script))).toEqual([]);

    // Reached in the app, the page fetches its pictures from the page as built.
    await page
      .getByRole('region', { name: 'Layout' })
      .getByRole('link', { name: /^Divider/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Divider' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Components' }).click();
    await expect(page).toHaveURL(/\/components\/categories$/);
    await expect.poll(() => drawn(page)).toBe(30);
    // Dressed by the library's stylesheet, linked with them: not the browser's grey button.
    await expect(page.locator('#category-preview-button .aq-button').first()).not.toHaveCSS('background-color', 'rgb(239, 239, 239)');
  });

  for (const width of [360, 768, 1280, 1920]) {
    test(`at ${width} px every card shows the whole of its example, none cut off (the Input card's form included)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/components/categories');
      await expect(page.locator('#category-preview-input .category-tile__stage')).toBeVisible();
      // Each example's drawn box (its scale included) ends inside the window it is shown in.
      await expect
        .poll(() =>
          page.locator('.category-tile__preview').evaluateAll((previews) =>
            previews
              .filter((preview) => {
                const stage = preview.querySelector('.category-tile__stage');
                if (!stage) return false;
                const [outer, inner] = [preview.getBoundingClientRect(), stage.getBoundingClientRect()];
                return inner.bottom > outer.bottom + 1 || inner.right > outer.right + 1;
              })
              .map((preview) => preview.id),
          ),
        )
        .toEqual([]);
    });
  }

  test('the search box is 30rem wide on a wide screen', async ({ page }) => {
    await page.goto('/components/categories');
    const box = await page.locator('.categories__search').boundingBox();
    expect(box?.width).toBeCloseTo(480, 0); // 30rem
  });
});

test.describe('side navigation below 1200 px', () => {
  test.use({ viewport: { width: 1024, height: 720 } });

  test('opens from the menu button, marks the current page and closes when an item is chosen', async ({ page }) => {
    await page.goto('/components/button');
    await expect(page.locator('#components-sidebar')).toBeHidden();
    await expect(page.locator('.components-layout__name')).toHaveText('Button');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Documentation' });
    await expect(nav).toBeVisible();
    // Getting started, the guides, the theming guide and the migration guide, then the thirty components.
    await expect(nav.getByRole('list', { name: 'Start here' }).getByRole('listitem')).toHaveCount(4);
    await expect(nav.getByRole('listitem')).toHaveCount(34);
    await expect(nav.getByRole('link', { name: 'Button', exact: true })).toHaveAttribute('aria-current', 'page');
    const box = await page.getByRole('dialog').boundingBox();
    expect(box?.width).toBeCloseTo(250, 0); // 15.625rem
    await nav.getByRole('link', { name: 'Divider' }).click();
    await expect(page).toHaveURL(/\/components\/divider$/);
    await expect(nav).toBeHidden();
    await expect(page.locator('.components-layout__name')).toHaveText('Divider');
  });

  test('Escape closes it and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/components/categories');
    const menu = page.getByRole('button', { name: 'Open navigation' });
    await menu.click();
    await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

for (const width of [1280, 1920]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the navigation is pinned, grouped by category, marks the page and keeps its scroll; the menu button hides it', async ({
      page,
    }) => {
      await page.goto('/components/tooltip');
      const nav = page.getByRole('navigation', { name: 'Documentation' });
      await expect(nav).toBeVisible();
      // Getting started, the guides, the theming guide and the migration guide, then the thirty components.
      await expect(nav.getByRole('list', { name: 'Start here' }).getByRole('listitem')).toHaveCount(4);
      await expect(nav.getByRole('listitem')).toHaveCount(34);
      await expect(nav.getByRole('list', { name: 'Overlays' }).getByRole('link', { name: 'Tooltip' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.getByRole('list', { name: 'Forms' }).getByRole('link')).toHaveCount(8);

      const sidebar = page.locator('#components-sidebar');
      await sidebar.evaluate((element) => element.scrollTo(0, 120));
      await nav.getByRole('link', { name: 'Timelines' }).click();
      await expect(page).toHaveURL(/\/components\/timelines$/);
      await expect(nav.getByRole('link', { name: 'Timelines' })).toHaveAttribute('aria-current', 'page');
      expect(await sidebar.evaluate((element) => element.scrollTop)).toBe(120);

      const toggle = page.getByRole('button', { name: 'Hide navigation' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Show navigation' }).click();
      await expect(nav).toBeVisible();
    });

    test('“On this page” lists the sections and examples and marks the one being read as the page scrolls', async ({ page }) => {
      await page.goto('/components/button');
      const contents = page.getByRole('navigation', { name: 'On this page' });
      await expect(contents).toBeVisible();
      const links = contents.getByRole('link');
      await expect(links.first()).toHaveAttribute('aria-current', 'location');
      const examples = await page.locator('.demo-viewer__title').allTextContents();
      for (const title of examples) await expect(contents.getByRole('link', { name: title, exact: true })).toBeVisible();

      const third = contents.getByRole('link', { name: examples[2], exact: true });
      await third.click();
      await expect(third).toHaveAttribute('aria-current', 'location');
      await expect(contents.locator('[aria-current]')).toHaveCount(1);
      await page.mouse.wheel(0, -100000);
      await expect(links.first()).toHaveAttribute('aria-current', 'location');
    });
  });
}

test('the section bar calls a page what its heading, its address and the navigation call it', async ({ page }) => {
  // The guides' old address still arrives, at their own.
  await page.goto('/advanced');
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.locator('.components-layout__name')).toHaveText('Guides');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides');
  await page.goto('/components/categories');
  await expect(page.locator('.components-layout__name')).toHaveText('Components');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Components');
});

test('below 1280 px the contents list is not shown', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/components/button');
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
});

test.describe('contributors strip', () => {
  test('shows each contributor as an avatar linking to the profile, with the login as tooltip', async ({ page }) => {
    await page.goto('/components/button');
    const strip = page.getByRole('region', { name: 'Contributors' });
    const link = strip.getByRole('link', { name: 'ada-l' });
    await expect(link).toHaveAttribute('href', 'https://github.com/ada-l');
    await expect(strip.getByRole('link')).toHaveCount(2);
    await link.hover();
    await expect(page.getByRole('tooltip')).toHaveText('ada-l');
  });

  test('is not on the categories page', async ({ page }) => {
    await page.goto('/components/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contributors' })).toHaveCount(0);
  });

  test('a failing API leaves no strip and no page error', async ({ page, problems }) => {
    await page.route(CONTRIBUTORS_API, (route) => route.fulfill({ status: 500, body: 'down' }));
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto('/components/divider');
    await expect(page.getByRole('heading', { level: 1, name: 'Divider' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contributors' })).toHaveCount(0);
    await expect.poll(() => messages.filter((text) => text.includes('Contributors are not shown')).length).toBe(1);
    // The browser itself reports the failed request; that line is expected here and only here.
    const browserReport = problems.findIndex((problem) => problem.includes('status of 500'));
    expect(browserReport).toBeGreaterThanOrEqual(0);
    problems.splice(browserReport, 1);
  });
});
