import AxeBuilder from '@axe-core/playwright';
import { test, expect, useSavedTheme } from './fixtures';

test.describe('select page', () => {
  test('opens on a click below a 212 px field: a list 15rem high at most, of 2rem options; a click chooses and closes', async ({
    page,
  }) => {
    await page.goto('/components/select');
    const demo = page.locator('#select-demo1');
    const field = demo.getByRole('combobox', { name: 'State' });
    const box = field.locator('xpath=..');
    await expect(box).toHaveCSS('width', '212px');

    // Half the window below the field: room enough for the list to open downward.
    await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await field.click();
    const list = page.getByRole('listbox', { name: 'State' });
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option')).toHaveCount(31);
    await expect(list).toHaveCSS('max-height', '240px');
    expect((await list.boundingBox())!.height).toBe(240);
    await expect(list.getByRole('option').first()).toHaveCSS('height', '32px');
    const fieldBox = (await box.boundingBox())!;
    const listBox = (await list.boundingBox())!;
    expect(listBox.width).toBeCloseTo(fieldBox.width - 2, 0);
    expect(listBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);

    await list.getByRole('option', { name: 'Yucatán' }).scrollIntoViewIfNeeded();
    await list.getByRole('option', { name: 'Yucatán' }).click();
    await expect(list).toBeHidden();
    await expect(field).toHaveText('Yucatán');
    await expect(field).toBeFocused();
    await expect(demo.getByText('yucatan')).toBeVisible();
  });

  test('closes once the field loses focus', async ({ page }) => {
    await page.goto('/components/select');
    const field = page.locator('#select-demo1').getByRole('combobox', { name: 'State' });
    await field.click();
    await expect(page.getByRole('listbox', { name: 'State' })).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Select' }).click();
    await expect(page.getByRole('listbox', { name: 'State' })).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens upward when there is no room below the field', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/components/select');
    const field = page.locator('#select-demo1').getByRole('combobox', { name: 'State' });
    await field.evaluate((element) => {
      const top = element.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 16;
      window.scrollTo(0, top);
    });
    await field.click();
    // This field's popup (the configurator's resting picture draws one of its own).
    const popup = page.locator('.aq-select__popup', { has: page.getByRole('listbox', { name: 'State' }) });
    await expect(popup).toHaveAttribute('data-placement', 'top-start');
    const fieldBox = (await field.boundingBox())!;
    const popupBox = (await popup.boundingBox())!;
    expect(popupBox.y + popupBox.height).toBeLessThanOrEqual(fieldBox.y);
    await expect(page.getByRole('listbox', { name: 'State' })).toBeInViewport({ ratio: 1 });
  });

  test('a window too short for 15rem gets a shorter list that stays inside it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 320 });
    await page.goto('/components/select');
    const field = page.locator('#select-demo1').getByRole('combobox', { name: 'State' });
    await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await field.click();
    const list = page.getByRole('listbox', { name: 'State' });
    await expect(list).toBeInViewport({ ratio: 1 });
    expect((await list.boundingBox())!.height).toBeLessThan(240);
  });

  test('focus alone leaves the list closed; the keyboard opens it, moves through the options, chooses with Enter and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/components/select');
    const field = page.locator('#select-demo1').getByRole('combobox', { name: 'State' });
    await field.focus();
    const list = page.getByRole('listbox', { name: 'State' });
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await page.keyboard.press('End');
    const last = list.getByRole('option', { name: 'Zacatecas' });
    await expect(field).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id'))!);
    await expect(last).toBeInViewport();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(field).toHaveText('Yucatán');
    await expect(list).toBeHidden();
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toBeFocused();
    await page.keyboard.press('n');
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      (await list.getByRole('option', { name: 'Nayarit' }).getAttribute('id'))!,
    );
    await expect(field).toHaveText('Yucatán');
  });

  test('multiple: a click toggles an option, the list stays open and the field counts the others', async ({ page }) => {
    await page.goto('/components/select');
    const demo = page.locator('#select-demo3');
    const field = demo.getByRole('combobox', { name: 'States to visit' });
    await expect(field).toHaveText('Yucatán (+1)');
    await field.click();
    const list = page.getByRole('listbox', { name: 'States to visit' });
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await list.getByRole('option', { name: 'Oaxaca' }).click();
    await list.getByRole('option', { name: 'Colima' }).click();
    await expect(list).toBeVisible();
    await expect(field).toHaveText('Colima (+3)');
    await expect(list.getByRole('option', { name: 'Colima' })).toHaveAttribute('aria-selected', 'true');
    await list.getByRole('option', { name: 'Colima' }).click();
    await expect(field).toHaveText('Oaxaca (+2)');
    await expect(demo.getByText('3 chosen, in order: Jalisco, Yucatán, Oaxaca.')).toBeVisible();
  });

  test('autocomplete filters by any part of the label, whatever the case; without it typing edits nothing', async ({ page }) => {
    await page.goto('/components/select');
    const field = page.locator('#select-demo4').getByRole('combobox', { name: 'State' });
    await field.click();
    await expect(field).toHaveValue('Nuevo León');
    await page.keyboard.type('BAJA');
    const list = page.getByRole('listbox', { name: 'State' });
    await expect(list.getByRole('option')).toHaveText(['Baja California', 'Baja California Sur']);
    await page.keyboard.type(' x');
    await expect(page.getByRole('status').filter({ hasText: 'No matches' })).toBeVisible();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('Baja California Sur');
    await expect(page.locator('#select-demo4').getByText('baja_california_sur')).toBeVisible();

    const plain = page.locator('#select-demo1').getByRole('combobox', { name: 'State' });
    await plain.focus();
    await page.keyboard.type('xyz');
    await expect(plain).toHaveText('Choose a state');
  });

  test('prefix and suffix sit inside the field, before and after the value', async ({ page }) => {
    await page.goto('/components/select');
    const field = page.locator('#select-demo5').getByRole('combobox', { name: 'Ship from' });
    const box = (await field.locator('xpath=..').boundingBox())!;
    const prefix = (await field.locator('xpath=../*[contains(@class, "aq-input-prefix")]').boundingBox())!;
    const suffix = (await page.locator('#select-demo5').getByText('MX').boundingBox())!;
    const value = (await field.boundingBox())!;
    expect(prefix.x).toBeGreaterThan(box.x);
    expect(prefix.x + prefix.width).toBeLessThanOrEqual(value.x);
    expect(suffix.x).toBeGreaterThanOrEqual(value.x + value.width);
    expect(suffix.x + suffix.width).toBeLessThan(box.x + box.width);
  });

  test('in a form: an invalid select stops the order and says why; a valid one lets it through', async ({ page }) => {
    await page.goto('/components/select');
    const form = page.getByRole('form', { name: 'Order' });
    const state = form.getByRole('combobox', { name: 'Delivery state' });
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await expect(state.locator('xpath=..')).toHaveCSS(
      'border-top-color',
      await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.color = 'var(--aq-color-danger)';
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      }),
    );
    await expect(form.getByText('Choose the state to deliver to.')).toBeVisible();

    await state.click();
    const list = page.getByRole('listbox', { name: 'Delivery state' });
    await expect(list.getByRole('option', { name: 'Sonora (soon)' })).toHaveAttribute('aria-disabled', 'true');
    await list.getByRole('option', { name: 'Jalisco' }).click();
    await expect(state).not.toHaveAttribute('aria-invalid');
    const store = form.getByRole('combobox', { name: 'Pick-up store' });
    await store.click();
    await page.getByRole('listbox', { name: 'Pick-up store' }).getByRole('option', { name: 'Store 8' }).click();
    await expect(form.getByText('Stores 6 to 10 open next month.')).toBeVisible();
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(form.getByRole('status')).toHaveText('');
    await store.click();
    await page.getByRole('listbox', { name: 'Pick-up store' }).getByRole('option', { name: 'Store 2' }).click();
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(form.getByRole('status')).toHaveText('Order placed: delivery to Jalisco, pick-up at Store 2.');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the open list, its chosen, active and disabled options pass axe (${theme})`, async ({ page }) => {
      await useSavedTheme(page, theme);
      // No fade-in, so colours are measured as they end up.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/components/select');
      const field = page.getByRole('form', { name: 'Order' }).getByRole('combobox', { name: 'Delivery state' });
      await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await field.click();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      const list = page.getByRole('listbox', { name: 'Delivery state' });
      await expect(list.locator('[data-active]')).toHaveCount(1);
      await expect(list.locator('[data-selected]')).toHaveCount(1);
      const results = await new AxeBuilder({ page }).include('.aq-select__popup').include('#select-demo6').analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`),
      ).toEqual([]);
    });
  }
});
