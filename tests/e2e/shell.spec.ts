import { test, expect } from './fixtures';

test.describe('routes and titles', () => {
  test('/ goes to the overview, with the home title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page).toHaveTitle('Aquila UI | React UI component library');
    await expect(page.getByRole('heading', { level: 1, name: 'Aquila UI' })).toBeVisible();
  });

  test('an unknown path goes to the overview', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/overview$/);
  });

  test('/components and unknown component paths go to categories', async ({ page }) => {
    await page.goto('/components');
    await expect(page).toHaveURL(/\/components\/categories$/);
    await expect(page).toHaveTitle('Categories | Aquila UI');
    await page.goto('/components/no-such-component');
    await expect(page).toHaveURL(/\/components\/categories$/);
  });

  test('a mistyped component address lands on the categories saying so, and its suggestion leads to the page meant', async ({
    page,
  }) => {
    await page.goto('/components/buton');
    await expect(page).toHaveURL(/\/components\/categories$/);
    const notice = page.getByRole('status').filter({ hasText: 'There is no page at' });
    await expect(notice).toHaveText('There is no page at /components/buton. Did you mean: Button?');
    const suggestion = notice.getByRole('link', { name: 'Button', exact: true });
    await expect(suggestion).toHaveAttribute('href', '/components/button');
    await suggestion.click();
    await expect(page).toHaveURL(/\/components\/button$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
    await expect(page.getByText('There is no page at')).toHaveCount(0);
  });

  test('an unknown address says so on the overview; a reload keeps it, Dismiss ends it for good', async ({ page }) => {
    await page.goto('/playgrond');
    await expect(page).toHaveURL(/\/overview$/);
    const notice = page.getByRole('status').filter({ hasText: 'There is no page at' });
    await expect(notice).toHaveText('There is no page at /playgrond. Did you mean: Playground?');
    // The overview was rendered ahead of time without it: it hydrates without a mismatch (an error
    // in the console fails the test), then shows the notice its history entry holds.
    await page.reload();
    await expect(notice).toHaveText('There is no page at /playgrond. Did you mean: Playground?');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('There is no page at')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/overview$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Aquila UI' })).toBeVisible();
    await expect(page.getByText('There is no page at')).toHaveCount(0);
  });

  test('a component page is titled by its last segment', async ({ page }) => {
    await page.goto('/components/button');
    await expect(page).toHaveTitle('Button | Aquila UI');
    await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
  });

  test('the Components link is current inside the components section only', async ({ page }) => {
    await page.goto('/overview');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Components' });
    await expect(link).not.toHaveAttribute('aria-current');
    await link.click();
    await expect(page).toHaveURL(/\/components\/categories$/);
    await expect(link).toHaveAttribute('aria-current', 'page');
  });

  test('the brand links to the overview', async ({ page }) => {
    await page.goto('/components/categories');
    await page.getByRole('link', { name: 'Aquila UI' }).click();
    await expect(page).toHaveURL(/\/overview$/);
  });

  test('navigating to a new URL scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    await page.goto('/components/categories');
    await expect(page.getByRole('link', { name: 'Tooltip' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Tooltip' }).click();
    await expect(page).toHaveURL(/\/components\/tooltip$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('below 840 px the Components link moves to a second navbar', async ({ page }) => {
    await page.setViewportSize({ width: 839, height: 700 });
    await page.goto('/overview');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Components' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Components' })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 700 });
    await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Components' })).toBeVisible();
  });

  test('the navbar is 45 px high', async ({ page }) => {
    await page.goto('/overview');
    const box = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(box?.height).toBe(45);
  });
});

test.describe('footer', () => {
  test('ends every page with the sections, the version, the licence, the changelog and the repository', async ({ page }) => {
    await page.goto('/components/categories');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(/Version \d+\.\d+\.\d+/);
    await expect(footer.getByRole('link', { name: 'MIT licence' })).toHaveAttribute('href', /^https:\/\/github\.com\/.+\/LICENSE$/);
    await expect(footer.getByRole('link', { name: 'Changelog' })).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/.+\/CHANGELOG\.md$/,
    );
    await expect(footer.getByRole('link', { name: 'Source on GitHub' })).toHaveAttribute('href', /^https:\/\/github\.com\//);
    await footer.getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Overview' })).toBeVisible();
  });

  test('wraps on a small phone, below the content', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/overview');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const [footerBox, mainBox] = [await footer.boundingBox(), await page.getByRole('main').boundingBox()];
    expect(footerBox!.y).toBeGreaterThanOrEqual(mainBox!.y + mainBox!.height - 1);
    expect(footerBox!.width).toBeLessThanOrEqual(360);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test('is not in the embed, which is shown inside other sites', async ({ page }) => {
    await page.goto('/playground/embed');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('theme', () => {
  type Page = import('@playwright/test').Page;
  const THEME_KEY = 'theme-storage-current-name';
  const savedTheme = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_KEY);

  /** Records the theme attribute at the moment the first module script would start, on every load. */
  const recordThemeAtInteractive = (page: Page) =>
    page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { themeAtInteractive: string | null }).themeAtInteractive =
            document.documentElement.getAttribute('theme');
        }
      });
    });
  const themeAtInteractive = (page: Page) =>
    page.evaluate(() => (window as unknown as { themeAtInteractive: string | null }).themeAtInteractive);

  // Playwright's default colour scheme is light: a first visit here is light, as on a light system.
  test('defaults to light, toggles to dark and back, and persists across reload', async ({ page }) => {
    await page.goto('/overview');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('theme', 'light');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const offBackground = await toggle.evaluate((button) => getComputedStyle(button).backgroundColor);
    await toggle.click();
    await expect(html).toHaveAttribute('theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await savedTheme(page)).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('theme', 'dark');
    // After a reload the hydrated toggle reads the stored theme (and hydration logged no mismatch: the
    // fixture fails on console errors); its pressed look is on screen too.
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('title', 'Dark theme is on: switch to light');
    expect(await toggle.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(offBackground);
    await toggle.click();
    await expect(html).toHaveAttribute('theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await savedTheme(page)).toBe('light');
  });

  test('a saved dark theme is applied before the app script runs (no flash)', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
    await recordThemeAtInteractive(page);
    await page.goto('/overview');
    expect(await themeAtInteractive(page)).toBe('dark');
  });

  test.describe('on a system set to dark', () => {
    test.use({ colorScheme: 'dark' });

    test('a first visit is dark before the app script runs (no flash), and nothing is saved', async ({ page }) => {
      await recordThemeAtInteractive(page);
      await page.goto('/overview');
      expect(await themeAtInteractive(page)).toBe('dark');
      await expect(page.locator('html')).toHaveAttribute('theme', 'dark');
      // The app agrees with the page (hydration logs no mismatch: the fixture fails on console errors).
      await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
      expect(await savedTheme(page)).toBeNull();
    });

    test('toggling to light is saved and wins over the system, without a dark flash on reload', async ({ page }) => {
      await recordThemeAtInteractive(page);
      await page.goto('/overview');
      const html = page.locator('html');
      await page.getByRole('button', { name: 'Dark theme' }).click();
      await expect(html).toHaveAttribute('theme', 'light');
      expect(await savedTheme(page)).toBe('light');
      await page.reload();
      expect(await themeAtInteractive(page)).toBe('light');
      await expect(html).toHaveAttribute('theme', 'light');
      await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
    });

    test('a visitor who never toggled follows a change of the system scheme; once they toggle, it stays', async ({ page }) => {
      await page.goto('/overview');
      const html = page.locator('html');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(html).toHaveAttribute('theme', 'light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(html).toHaveAttribute('theme', 'dark');
      expect(await savedTheme(page)).toBeNull();

      await page.getByRole('button', { name: 'Dark theme' }).click();
      await expect(html).toHaveAttribute('theme', 'light');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.emulateMedia({ colorScheme: 'dark' });
      // Give a (wrong) follow the time to happen before checking that it did not.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
      await expect(html).toHaveAttribute('theme', 'light');
    });
  });
});
