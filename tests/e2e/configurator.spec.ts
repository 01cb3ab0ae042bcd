import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { EDIT_TIMEOUT, replaceInEditor } from './editor-helpers';
import { COMPONENT_PAGES, test, expect } from './fixtures';

/** The pages whose page.ts declares a configurator. */
const CONFIGURED = COMPONENT_PAGES.filter((slug) => readFileSync(`demos/${slug}/page.ts`, 'utf8').includes('configurator:'));

const configurator = (page: Page) => page.locator('.configurator');
const runId = (page: Page) => page.locator('.configurator__frame').getAttribute('data-run-id');

/** What the frame shows, without what differs on every run: ids from useId (they count up with each render)
 * and object URLs (the cropper makes one for each image it loads). */
const rendered = (page: Page) =>
  page
    .frameLocator('.configurator iframe')
    .locator('body')
    .evaluate((body) => body.innerHTML.replace(/_r_[0-9a-z]+_|«[^»]*»|:r[0-9a-z]+:/g, 'ID').replace(/blob:[^"]+/g, 'BLOB'));

/** Does `change`, then waits for the frame to draw the run it caused, and returns what it shows. */
async function afterRun(page: Page, change: () => Promise<void>): Promise<string> {
  const before = await runId(page);
  await change();
  await expect.poll(() => runId(page), { timeout: EDIT_TIMEOUT }).not.toBe(before);
  await expect(page.locator('.configurator__frame[data-compiling]')).toHaveCount(0);
  return rendered(page);
}

/** Every value a field offers other than the one it shows, each as the action that picks it. */
async function otherChoices(page: Page, field: Locator): Promise<Array<() => Promise<void>>> {
  // In the middle of the window, clear of the sticky bars at its top.
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const kind = await field.getAttribute('data-kind');
  if (kind === 'boolean') return [() => field.getByRole('switch').click()];
  const radios = field.getByRole('radio');
  if ((await radios.count()) > 0) {
    const choices: Array<() => Promise<void>> = [];
    for (const radio of await radios.all()) if (!(await radio.isChecked())) choices.push(() => radio.check());
    return choices;
  }
  const combobox = field.getByRole('combobox');
  await combobox.click();
  // The list is portalled to the body, named after the prop like its combobox.
  const prop = (await field.getAttribute('data-prop')) ?? '';
  const list = page.getByRole('listbox', { name: prop, exact: true });
  const options = list.getByRole('option');
  const names: string[] = [];
  for (const option of await options.all())
    if ((await option.getAttribute('aria-selected')) !== 'true') names.push((await option.textContent()) ?? '');
  await page.keyboard.press('Escape');
  return names.map((name) => async () => {
    await combobox.click();
    await list.getByRole('option', { name, exact: true }).click();
  });
}

test.describe('configurator', () => {
  for (const slug of CONFIGURED) {
    test(`on the ${slug} page every choice of every enum and boolean control changes the component`, async ({ page }) => {
      await page.goto(`/components/${slug}`);
      const section = configurator(page);
      await section.hover();
      await expect(page.locator('.configurator__frame[data-run-id]:not([data-run-id="0"])')).toHaveCount(1, { timeout: EDIT_TIMEOUT });
      const shipped = await section.locator('.configurator__code .code-block').textContent();
      const baseline = await rendered(page);
      const fields = section.locator('.configurator-field[data-kind="enum"], .configurator-field[data-kind="boolean"]');
      const count = await fields.count();
      expect(count, 'a configurator with no enum or boolean control').toBeGreaterThan(0);

      for (let index = 0; index < count; index++) {
        const field = fields.nth(index);
        const prop = await field.getAttribute('data-prop');
        let previous = baseline;
        for (const choose of await otherChoices(page, field)) {
          const now = await afterRun(page, choose);
          expect(now, `${slug}: a choice of ${prop} changed nothing`).not.toBe(previous);
          await expect(section.locator('.playground-errors li')).toHaveCount(0);
          previous = now;
        }
        // Reset returns the code, and with it every control, to the shipped sample, so that each field is
        // tried on its own: another field's value can hide a change (a disabled rate shows no clear button).
        // By keyboard: a click can land beside the button while the frame grows or shrinks to its new content.
        await afterRun(page, async () => {
          await section.getByRole('button', { name: 'Reset' }).focus();
          await page.keyboard.press('Enter');
        });
        await expect(section.locator('.configurator__code .code-block')).toHaveText(shipped ?? '');
      }
    });
  }

  test('a sample is drawn in the page from the first paint, inert, and the frame takes over on interest; one that opens an overlay is drawn as a still', async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const raw = await noScript.newPage();
    await raw.goto('/components/button', { waitUntil: 'domcontentloaded' });
    const drawn = raw.locator('.configurator .configurator__stage[inert]');
    await expect(drawn.getByRole('button', { name: 'Save changes', includeHidden: true })).toHaveCount(1);
    await expect(raw.locator('.configurator').getByRole('button', { name: 'Start the live preview' })).toBeVisible();
    // A sample that opens an overlay is drawn as a still: a picture of it open, not a dialog of the page.
    await raw.goto('/components/dialog', { waitUntil: 'domcontentloaded' });
    await expect(raw.locator('.configurator .configurator__stage[data-still][inert]')).toContainText('Delete project?');
    await expect(raw.locator('.configurator').getByRole('button', { name: 'Start the live preview' })).toBeVisible();
    await expect(raw.locator('.configurator [role="dialog"]')).toHaveCount(0);
    await noScript.close();

    await page.goto('/components/button');
    const section = configurator(page);
    await expect(section.locator('.configurator__stage[inert]')).toContainText('Save changes');
    await section.hover();
    await expect(page.locator('.configurator__frame[data-run-id]:not([data-run-id="0"])')).toHaveCount(1, { timeout: EDIT_TIMEOUT });
    await expect(section.locator('.configurator__stage')).toBeHidden();
    await expect(page.frameLocator('.configurator iframe').getByRole('button', { name: 'Save changes' })).toBeVisible();
  });

  test('the button configurator works by keyboard, follows the code both ways, shows the component’s own errors and shares', async ({
    page,
    browser,
  }) => {
    await page.goto('/components/button');
    const section = configurator(page);
    const code = section.locator('.configurator__code .code-block');
    // The shipped sample's code as the build highlighted it, before any control moves.
    const colourOf = (token: Locator) => token.evaluate((element) => getComputedStyle(element).color);
    const builtTagColour = await colourOf(code.locator('.t-tag', { hasText: 'Button' }).first());

    // Keyboard alone: Tab into the size radios and choose with the arrow keys.
    const small = section.locator('[data-prop="size"]').getByRole('radio', { name: 'small' });
    await small.focus();
    await page.keyboard.press('Space');
    await expect(code).toContainText('size="small"');
    // The default chosen again leaves the code: only what differs from the defaults is written.
    await page.keyboard.press('ArrowRight');
    await expect(small).not.toBeChecked();
    await expect(code).not.toContainText('size=');
    await page.keyboard.press('ArrowRight');
    await expect(code).toContainText('size="large"');
    // Code changed in the page is highlighted as the build highlights: the same token classes, JSX
    // included, in the same palette.
    await expect(code.locator('.t-attr', { hasText: 'size' })).toBeVisible();
    const changedTag = code.locator('.t-tag', { hasText: 'Button' }).first();
    await expect(changedTag).toBeVisible();
    expect(await colourOf(changedTag)).toBe(builtTagColour);
    await expect(page.frameLocator('.configurator iframe').getByRole('button', { name: 'Save changes' })).toHaveAttribute(
      'data-size',
      'large',
      { timeout: EDIT_TIMEOUT },
    );
    // The Button's own click, a native callback its API table does not list, is logged like any other event.
    await page.frameLocator('.configurator iframe').getByRole('button', { name: 'Save changes' }).click();
    await expect(section.getByRole('log', { name: 'Events fired' })).toContainText('onClick(');
    await expect(section.locator('.configurator-events li[data-fired]')).toHaveText('onClick');

    // A colour the library cannot read: its own message, verbatim, as a development warning in the
    // preview's console; the button keeps the theme's colour and nothing breaks.
    await section.locator('[data-prop="color"]').getByRole('textbox', { name: 'color', exact: true }).fill('sunset');
    await expect(code).toContainText('color="sunset"');
    await expect(section.locator('.playground-console')).toContainText('Wrong color name');
    await expect(section.locator('.playground-errors li')).toHaveCount(0);
    await expect(page.frameLocator('.configurator iframe').getByRole('button', { name: 'Save changes' })).toBeVisible();
    await section.locator('[data-prop="color"]').getByRole('textbox', { name: 'color', exact: true }).fill('#8a2be2');
    await expect(section.locator('.playground-errors li')).toHaveCount(0);

    // The code moves the controls: an expression shows as set in code, a literal as the control's value.
    await section.getByRole('button', { name: 'Edit code' }).click();
    await expect(section.locator('.monaco-editor')).toBeVisible({ timeout: EDIT_TIMEOUT });
    await replaceInEditor(page, section, 'color="#8a2be2"', 'color={"#8a2be2".toUpperCase()} variant="outlined"');
    await expect(section.locator('[data-prop="color"]')).toContainText('Set in code: "#8a2be2".toUpperCase()');
    await expect(section.locator('[data-prop="variant"]').getByRole('combobox')).toContainText('outlined');

    // The link carries the edit to someone else's browser.
    await section.getByRole('button', { name: 'Share' }).click();
    const link = await section.getByRole('textbox', { name: 'Link to this version' }).inputValue();
    const other = await browser.newPage();
    await other.goto(link);
    await expect(other.locator('[data-prop="variant"]').getByRole('combobox')).toContainText('outlined');
    await expect(other.locator('[data-prop="color"]')).toContainText('Set in code');
    await other.close();

    // Reset returns both.
    await section.getByRole('button', { name: 'Reset' }).click();
    await expect(section.locator('[data-prop="variant"]').getByRole('combobox')).toContainText('filled');
    await expect(section.locator('[data-prop="color"]').getByRole('textbox', { name: 'color', exact: true })).toHaveValue('');
  });

  test('events the component fires are logged with their payload; at 360 px the controls stack under the preview', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/components/switch');
    const section = configurator(page);
    await section.hover();
    const frame = page.frameLocator('.configurator iframe');
    await frame.getByRole('switch').click({ timeout: EDIT_TIMEOUT });
    await expect(section.getByRole('log', { name: 'Events fired' })).toContainText('onCheckedChange(true, change event)');
    await expect(section.locator('.configurator-events li[data-fired]')).toHaveText('onCheckedChange');

    const preview = await section.locator('.configurator__preview').boundingBox();
    const controls = await section.locator('.configurator__controls').boundingBox();
    expect(controls!.y).toBeGreaterThanOrEqual(preview!.y + preview!.height);
    expect(controls!.x + controls!.width).toBeLessThanOrEqual(360);
  });
});
