import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, useSavedTheme } from './fixtures';

const PLACEMENTS = ['topLeft', 'topCenter', 'topRight', 'bottomLeft', 'bottomCenter', 'bottomRight'] as const;

/** Waits until the entry animation, which scales the menu, has played, so it is measured at its size. */
const entered = (menu: Locator) =>
  expect
    .poll(() => menu.evaluate((element) => element.getAnimations().every((animation) => animation.playState === 'finished')))
    .toBe(true);

async function boxes(trigger: Locator, menu: Locator) {
  await expect(menu).toHaveAttribute('data-state', 'open');
  await entered(menu);
  return { button: (await trigger.boundingBox())!, list: (await menu.boundingBox())! };
}

/** Scrolls the element to the middle of the window, so there is room for a menu on either side. */
const centre = (locator: Locator) => locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));

async function openMenuOf(page: Page, name: string) {
  const trigger = page.getByRole('button', { name, exact: true });
  await centre(trigger);
  await trigger.click();
  return { trigger, menu: page.getByRole('menu', { name }) };
}

test.describe('dropdown page', () => {
  test('a click opens the menu below the button’s left edge, a second click or a click outside closes it', async ({ page }) => {
    await page.goto('/components/dropdown');
    const { trigger, menu } = await openMenuOf(page, 'Click me');
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveCSS('animation-name', 'aq-dropdown-in');
    const { button, list } = await boxes(trigger, menu);
    expect(list.x).toBeCloseTo(button.x, 0);
    expect(list.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(list.width).toBeGreaterThanOrEqual(button.width);

    await trigger.click();
    await expect(menu).toBeHidden();
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Dropdown' }).click();
    await expect(menu).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.click();
    // The item is pressed once the menu has scaled in, as a person would; a press mid-animation can
    // start on one spot and end on another.
    await entered(menu);
    await menu.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#dropdown-demo1').getByText('Chosen: Duplicate')).toBeVisible();
  });

  test('hover opens the second menu; the pointer crosses the gap onto it, and leaving both closes it', async ({ page }) => {
    await page.goto('/components/dropdown');
    const trigger = page.getByRole('button', { name: 'Hover me' });
    await centre(trigger);
    const menu = page.getByRole('menu', { name: 'Hover me' });
    const button = (await trigger.boundingBox())!;
    await page.mouse.move(button.x + 10, button.y + button.height / 2);
    await expect(menu).toBeVisible();
    await expect(trigger).not.toBeFocused();

    // Down across the 4 px gap, one pixel at a time, onto the first item.
    const list = (await boxes(trigger, menu)).list;
    for (let y = button.y + button.height - 2; y <= list.y + 12; y += 1) await page.mouse.move(button.x + 10, y);
    await expect(menu).toHaveAttribute('data-state', 'open');
    const archive = menu.getByRole('menuitem', { name: 'Archive' });
    const archiveBox = (await archive.boundingBox())!;
    await page.mouse.move(archiveBox.x + 10, archiveBox.y + archiveBox.height / 2, { steps: 5 });
    await expect(archive).toBeFocused();
    await page.mouse.move(list.x + list.width + 200, archiveBox.y, { steps: 5 });
    await expect(menu).toBeHidden();

    // A click pins the menu: it stays open once the pointer leaves.
    await page.mouse.move(button.x + 10, button.y + button.height / 2);
    await expect(menu).toBeVisible();
    await trigger.click();
    await page.mouse.move(button.x + button.width + 300, button.y - 100, { steps: 5 });
    await expect(menu).toHaveAttribute('data-state', 'open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the six placements open above or below, lined up with the left edge, the centre or the right edge', async ({ page }) => {
    await page.goto('/components/dropdown');
    for (const placement of PLACEMENTS) {
      const { trigger, menu } = await openMenuOf(page, placement);
      await expect(menu).toHaveAttribute('data-placement', placement);
      // While it grows in, the menu already keeps to its side of the button.
      const growing = (await menu.boundingBox())!;
      const at = (await trigger.boundingBox())!;
      if (placement.startsWith('top')) expect(growing.y + growing.height).toBeLessThanOrEqual(at.y);
      else expect(growing.y).toBeGreaterThanOrEqual(at.y + at.height);
      const { button, list } = await boxes(trigger, menu);
      if (placement.startsWith('top')) expect(list.y + list.height).toBeLessThanOrEqual(button.y);
      else expect(list.y).toBeGreaterThanOrEqual(button.y + button.height);
      if (placement.endsWith('Left')) expect(list.x).toBeCloseTo(button.x, 0);
      if (placement.endsWith('Right')) expect(list.x + list.width).toBeCloseTo(button.x + button.width, 0);
      if (placement.endsWith('Center')) expect(list.x + list.width / 2).toBeCloseTo(button.x + button.width / 2, 0);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  });

  test('a bottom menu without room below flips above the button', async ({ page }) => {
    await page.goto('/components/dropdown');
    const trigger = page.getByRole('button', { name: 'bottomLeft', exact: true });
    await trigger.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await trigger.click();
    const menu = page.getByRole('menu', { name: 'bottomLeft' });
    await expect(menu).toHaveAttribute('data-placement', 'topLeft');
    const { button, list } = await boxes(trigger, menu);
    expect(list.y + list.height).toBeLessThanOrEqual(button.y);
  });

  test('at 360 px every menu stays inside the window', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/components/dropdown');
    // The six buttons fit too: the top placements form one column and the bottom ones another.
    for (const placement of PLACEMENTS) {
      const box = (await page.getByRole('button', { name: placement, exact: true }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    const names = [...PLACEMENTS, 'Click me', 'Hover me', 'Actions for quarterly-report.pdf', 'Sort: Newest first'];
    for (const name of names) {
      const { menu } = await openMenuOf(page, name);
      await expect(menu).toBeVisible();
      await entered(menu);
      await expect(menu).toBeInViewport({ ratio: 1 });
      const list = (await menu.boundingBox())!;
      expect(list.x).toBeGreaterThanOrEqual(8);
      expect(list.x + list.width).toBeLessThanOrEqual(352);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
  });

  test('the keyboard opens, moves through, chooses from and leaves the menu', async ({ page }) => {
    await page.goto('/components/dropdown');
    const trigger = page.getByRole('button', { name: 'Click me' });
    const menu = page.getByRole('menu', { name: 'Click me' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Archive' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Archive' })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('d');
    await expect(menu.getByRole('menuitem', { name: 'Duplicate' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.getByText('Chosen: Duplicate')).toBeVisible();

    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Archive' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Hover me' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(trigger).toBeFocused();
  });

  test('disabled items are skipped; Delete removes a file and Restore brings it back', async ({ page }) => {
    await page.goto('/components/dropdown');
    const demo = page.locator('#dropdown-demo3');
    const { menu } = await openMenuOf(page, 'Actions for team-photo.jpg');
    await expect(menu).toHaveAttribute('data-placement', 'bottomRight');
    const share = menu.getByRole('menuitem', { name: 'Share' });
    await expect(share).toHaveAttribute('aria-disabled', 'true');
    // Playwright waits for an aria-disabled element to become enabled; this is the click a person makes anyway.
    await share.click({ force: true });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(demo.getByText('team-photo.jpg moved to the bin.')).toBeVisible();
    await expect(demo.getByRole('listitem')).toHaveCount(2);
    await demo.getByRole('button', { name: 'Restore files' }).click();
    await expect(demo.getByRole('listitem')).toHaveCount(3);
  });

  test('the controlled open flag follows the menu', async ({ page }) => {
    await page.goto('/components/dropdown');
    const demo = page.locator('#dropdown-demo4');
    const { menu } = await openMenuOf(page, 'Sort: Newest first');
    await expect(demo.getByText('The menu is open; opened 1 time.')).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Oldest first' }).click();
    await expect(demo.getByText('The menu is closed; opened 1 time.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sort: Oldest first' })).toBeFocused();
  });

  test('without motion the menu appears and leaves at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/components/dropdown');
    const { trigger, menu } = await openMenuOf(page, 'Click me');
    await expect(menu).toHaveCSS('animation-name', 'none');
    await trigger.click();
    await expect(menu).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`an open menu with a focused, a disabled and a destructive item passes axe (${theme})`, async ({ page }) => {
      await useSavedTheme(page, theme);
      // No fade-in, so colours are measured as they end up.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/components/dropdown');
      const trigger = page.getByRole('button', { name: 'Actions for quarterly-report.pdf' });
      await centre(trigger);
      await trigger.focus();
      await page.keyboard.press('ArrowUp');
      const menu = page.getByRole('menu', { name: 'Actions for quarterly-report.pdf' });
      await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
      const results = await new AxeBuilder({ page }).include('.aq-dropdown').include('#dropdown-demo3').analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`),
      ).toEqual([]);
    });
  }
});
