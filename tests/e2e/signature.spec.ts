import type { Locator, Page } from '@playwright/test';
import { test, expect, useSavedTheme } from './fixtures';

interface Ink {
  /** Pixels with any ink. */
  count: number;
  /** The distinct colours of fully inked pixels. */
  colors: Array<[number, number, number]>;
}

/** Reads the canvas's own pixels: how many are inked, and in which colours. */
const inkOf = (canvas: Locator, region?: { x: number; y: number; width: number; height: number }) =>
  canvas.evaluate((element: HTMLCanvasElement, area) => {
    const ratio = element.width / element.clientWidth;
    const box = area
      ? { x: area.x * ratio, y: area.y * ratio, width: area.width * ratio, height: area.height * ratio }
      : { x: 0, y: 0, width: element.width, height: element.height };
    const { data } = element.getContext('2d')!.getImageData(box.x, box.y, box.width, box.height);
    let count = 0;
    const colors = new Map<string, [number, number, number]>();
    for (let index = 0; index < data.length; index += 4) {
      if (data[index + 3] > 0) count++;
      const rgb: [number, number, number] = [data[index], data[index + 1], data[index + 2]];
      if (data[index + 3] === 255) colors.set(rgb.join(), rgb);
    }
    return { count, colors: [...colors.values()] } satisfies Ink;
  }, region);

/**
 * Whether the ink is all of one colour. Where the pieces of a stroke overlap, the anti-aliased edges
 * compound, so a channel may be off by one or two.
 */
function expectInkColor(ink: Ink, [r, g, b]: [number, number, number]) {
  expect(ink.colors.length).toBeGreaterThan(0);
  for (const color of ink.colors) {
    expect(Math.max(Math.abs(color[0] - r), Math.abs(color[1] - g), Math.abs(color[2] - b)), `ink ${color}`).toBeLessThanOrEqual(3);
  }
}

/** Presses at the first point (relative to the canvas), moves through the others and releases. */
async function draw(page: Page, canvas: Locator, points: Array<[number, number]>) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const [first, ...rest] = points;
  await page.mouse.move(box.x + first[0], box.y + first[1]);
  await page.mouse.down();
  for (const [x, y] of rest) await page.mouse.move(box.x + x, box.y + y, { steps: 8 });
  await page.mouse.up();
}

const SIGNATURE: Array<[number, number]> = [
  [40, 100],
  [90, 40],
  [140, 110],
  [200, 50],
  [260, 100],
];

test.describe('signature page', () => {
  test('a 400 × 150 pad: drawing inks its pixels in the chosen colour, the preview gets the PNG, Clear wipes both', async ({
    page,
  }) => {
    await page.goto('/components/signature');
    const demo = page.locator('#signature-demo1');
    const canvas = demo.getByRole('img', { name: 'Signature pad' });
    const pad = demo.locator('.aq-signature');
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeCloseTo(400, 0);
    expect(box.height).toBeCloseTo(150, 0);
    await expect(canvas).toHaveCSS('touch-action', 'none');
    await expect(canvas).toHaveAccessibleDescription('empty');
    await expect(pad).toHaveAttribute('data-state', 'empty');
    expect((await inkOf(canvas)).count).toBe(0);
    const clear = demo.getByRole('button', { name: 'Clear' });
    // Nothing to clear yet: the button says so and looks it.
    await expect(clear).toHaveAttribute('aria-disabled', 'true');
    await expect(clear).toHaveCSS('cursor', 'not-allowed');

    const colors = demo.getByRole('radiogroup', { name: 'Pen colour' });
    await expect(colors.getByRole('radio')).toHaveCount(3);
    await expect(colors.getByRole('radio', { name: 'Black' })).toBeChecked();
    await colors.getByRole('radio', { name: 'Red' }).check();
    await expect(colors.getByRole('radio', { name: 'Red' })).toBeChecked();

    await draw(page, canvas, SIGNATURE);
    const ink = await inkOf(canvas);
    expect(ink.count).toBeGreaterThan(500);
    expectInkColor(ink, [211, 32, 41]);
    await expect(pad).toHaveAttribute('data-state', 'signed');
    await expect(canvas).toHaveAccessibleDescription('signed');

    const preview = demo.getByRole('img', { name: 'Your signature' });
    await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
    // The preview is the canvas's own PNG: same pixels.
    expect(await preview.getAttribute('src')).toBe(
      await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL('image/png')),
    );

    await expect(clear).toHaveAttribute('aria-disabled', 'false');
    await clear.click();
    expect((await inkOf(canvas)).count).toBe(0);
    await expect(pad).toHaveAttribute('data-state', 'empty');
    await expect(clear).toHaveAttribute('aria-disabled', 'true');
    await expect(preview).toHaveCount(0);
    await expect(demo.getByText('the image appears here', { exact: false })).toBeVisible();
  });

  test('a stroke that slides off the canvas goes on, ends where it is released, and hovering afterwards draws nothing', async ({
    page,
  }) => {
    await page.goto('/components/signature');
    const demo = page.locator('#signature-demo1');
    const canvas = demo.getByRole('img', { name: 'Signature pad' });
    // Out past the right edge and back in lower down, released outside under the pad.
    await draw(page, canvas, [
      [300, 40],
      [520, 40],
      [520, 120],
      [300, 120],
      [300, 260],
    ]);
    const preview = demo.getByRole('img', { name: 'Your signature' });
    await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
    const src = await preview.getAttribute('src');
    // The stroke came back in: ink along the lower return line, not only before it left.
    expect((await inkOf(canvas, { x: 310, y: 115, width: 80, height: 10 })).count).toBeGreaterThan(50);
    const before = (await inkOf(canvas)).count;

    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.move(box.x + 200, box.y + 130, { steps: 10 });
    expect((await inkOf(canvas)).count).toBe(before);
    await expect(preview).toHaveAttribute('src', src!);
  });

  test('the colours are a radio group for the keyboard, the chosen one marked, and Clear is a button', async ({ page }) => {
    await page.goto('/components/signature');
    const demo = page.locator('#signature-demo1');
    const canvas = demo.getByRole('img', { name: 'Signature pad' });
    await draw(page, canvas, SIGNATURE);
    const black = demo.getByRole('radio', { name: 'Black' });
    const blue = demo.getByRole('radio', { name: 'Blue' });
    const mark = (radio: Locator) => radio.locator('xpath=..').locator('.aq-signature__mark');

    await black.focus();
    await expect(mark(black)).toBeVisible();
    await expect(mark(blue)).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(blue).toBeChecked();
    await expect(blue).toBeFocused();
    await expect(mark(blue)).toBeVisible();
    await expect(mark(black)).toBeHidden();

    await page.keyboard.press('Tab');
    await expect(demo.getByRole('button', { name: 'Clear' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect((await inkOf(canvas)).count).toBe(0);
    // The canvas is no tab stop: it cannot be drawn on from the keyboard.
    await expect(canvas).not.toHaveAttribute('tabindex');
  });

  test('the page tells keyboard users they cannot draw and shows a typed alternative', async ({ page }) => {
    await page.goto('/components/signature');
    await expect(page.getByText('Keyboard and screen-reader users cannot draw a signature', { exact: false })).toBeVisible();
    const demo = page.locator('#signature-demo3');
    await expect(demo.getByText('Not signed yet.')).toBeVisible();
    await demo.getByRole('textbox', { name: 'Or type your full name' }).fill('Ada Lovelace');
    await expect(demo.getByText('Signed by typing: Ada Lovelace')).toBeVisible();
    // textToBase64Image drew the name: a 400 × 80 PNG with ink in it.
    const typed = demo.getByRole('img', { name: 'Typed signature: Ada Lovelace' });
    await expect(typed).toHaveAttribute('src', /^data:image\/png;base64,/);
    const inked = await typed.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let index = 3; index < data.length; index += 4) if (data[index] > 0) count += 1;
      return { width: canvas.width, height: canvas.height, count };
    });
    expect([inked.width, inked.height]).toEqual([400, 80]);
    expect(inked.count).toBeGreaterThan(100);
  });

  test('the controlled pad accepts once signed and offers the PNG for download', async ({ page }) => {
    await page.goto('/components/signature');
    const demo = page.locator('#signature-demo2');
    const canvas = demo.getByRole('img', { name: 'Delivery signature' });
    const accept = demo.getByRole('button', { name: 'Accept delivery' });
    await expect(accept).toBeDisabled();
    await draw(page, canvas, SIGNATURE);
    // navy, from pointerColor
    expectInkColor(await inkOf(canvas), [0, 0, 128]);
    await accept.click();
    await expect(demo.getByRole('link', { name: 'Download the signature' })).toHaveAttribute('href', /^data:image\/png;base64,/);
    await demo.getByRole('button', { name: 'Start over' }).click();
    expect((await inkOf(canvas)).count).toBe(0);
    await expect(accept).toBeDisabled();
  });

  test('in the dark theme the pad is dark with light ink, the image keeps the colours as chosen and the preview shows it light', async ({
    page,
  }) => {
    await useSavedTheme(page, 'dark');
    await page.goto('/components/signature');
    const demo = page.locator('#signature-demo1');
    const canvas = demo.getByRole('img', { name: 'Signature pad' });
    // The paper is the dark theme's background (#0d1117), and black, the default pen, its text colour (#e6edf3).
    await expect(canvas).toHaveCSS('background-color', 'rgb(13, 17, 23)');
    await expect(demo.getByRole('radio', { name: 'Black' })).toBeChecked();
    await draw(page, canvas, SIGNATURE);
    expectInkColor(await inkOf(canvas), [230, 237, 243]);

    // The image handed over has the ink black, as it will be printed.
    const preview = demo.getByRole('img', { name: 'Your signature' });
    await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
    const imageInk = await preview.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      const copy = document.createElement('canvas');
      copy.width = image.naturalWidth;
      copy.height = image.naturalHeight;
      const context = copy.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, copy.width, copy.height);
      let count = 0;
      const colors = new Map<string, [number, number, number]>();
      for (let index = 0; index < data.length; index += 4) {
        if (data[index + 3] > 0) count++;
        const rgb: [number, number, number] = [data[index], data[index + 1], data[index + 2]];
        if (data[index + 3] === 255) colors.set(rgb.join(), rgb);
      }
      return { count, colors: [...colors.values()] };
    });
    expect(imageInk.count).toBeGreaterThan(500);
    expectInkColor(imageInk, [0, 0, 0]);
    // The preview is dark too, and shows the image inverted with its hues turned back, so the ink reads light.
    await expect(demo.locator('.signature-demo1__box')).toHaveCSS('background-color', 'rgb(13, 17, 23)');
    await expect(preview).toHaveCSS('filter', 'invert(1) hue-rotate(180deg)');

    // A colour too dark for the paper is shown in a readable shade (navy at 3:1), the image keeping navy.
    const delivery = page.locator('#signature-demo2').getByRole('img', { name: 'Delivery signature' });
    await draw(page, delivery, SIGNATURE);
    expectInkColor(await inkOf(delivery), [89, 89, 172]);

    // Back to light: the pad is painted again in the light theme's ink; the image handed over is unchanged.
    const src = await preview.getAttribute('src');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(canvas).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect
      .poll(async () =>
        (await inkOf(canvas)).colors.every(([r, g, b]) => Math.max(Math.abs(r - 31), Math.abs(g - 35), Math.abs(b - 40)) <= 3),
      )
      .toBe(true);
    await expect(preview).toHaveAttribute('src', src!);
    await expect(preview).toHaveCSS('filter', 'none');
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the pad and the preview shrink to fit, the pad no flatter than 16:9 and the preview keeping 464:182', async ({ page }) => {
      await page.goto('/components/signature');
      const demo = page.locator('#signature-demo1');
      const canvas = demo.getByRole('img', { name: 'Signature pad' });
      const box = (await canvas.boundingBox())!;
      const container = (await demo.boundingBox())!;
      expect(box.width).toBeLessThan(400);
      expect(box.width).toBeLessThanOrEqual(container.width + 0.5);
      expect(box.height).toBeCloseTo(Math.min(150, Math.max((box.width * 150) / 400, (box.width * 9) / 16)), 0);

      await draw(page, canvas, [
        [20, 40],
        [120, 100],
        [200, 50],
      ]);
      // The buffer follows the smaller size, and the pointer still lands where the ink is.
      expect(await canvas.evaluate((element: HTMLCanvasElement) => element.width)).toBe(Math.round(box.width));
      expect((await inkOf(canvas, { x: 110, y: 90, width: 20, height: 20 })).count).toBeGreaterThan(20);

      const preview = (await demo.locator('.signature-demo1__box').boundingBox())!;
      expect(preview.width).toBeLessThan(464);
      expect(preview.width).toBeLessThanOrEqual(container.width + 0.5);
      expect(preview.width / preview.height).toBeCloseTo(464 / 182, 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    });
  });

  test('in a 200 px container the pad stops flattening at 16:9: 200 × 112.5, not 200 × 75', async ({ page }) => {
    await page.goto('/components/signature');
    const demo = page.locator('#signature-demo1');
    const canvas = demo.getByRole('img', { name: 'Signature pad' });
    await demo.locator('.signature-demo1').evaluate((element: HTMLElement) => (element.style.width = '200px'));
    await expect(canvas).toHaveCSS('width', '200px');
    await expect(canvas).toHaveCSS('height', '112.5px');
    // The buffer follows (once the resize has been observed).
    await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => [element.width, element.height])).toEqual([200, 113]);
  });

  test.describe('on a 2× screen', () => {
    test.use({ deviceScaleFactor: 2 });

    test('the buffer is twice the CSS size, so lines are crisp, and the PNG has that resolution', async ({ page }) => {
      await page.goto('/components/signature');
      const demo = page.locator('#signature-demo1');
      const canvas = demo.getByRole('img', { name: 'Signature pad' });
      expect(await canvas.evaluate((element: HTMLCanvasElement) => [element.width, element.height])).toEqual([800, 300]);
      await draw(page, canvas, SIGNATURE);
      const size = await demo
        .getByRole('img', { name: 'Your signature' })
        .evaluate((image: HTMLImageElement) => image.decode().then(() => [image.naturalWidth, image.naturalHeight]));
      expect(size).toEqual([800, 300]);
    });
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a tap leaves a dot', async ({ page }) => {
      await page.goto('/components/signature');
      const demo = page.locator('#signature-demo1');
      const canvas = demo.getByRole('img', { name: 'Signature pad' });
      // A tap lands at a point of the viewport: the pad must be on screen first.
      await canvas.scrollIntoViewIfNeeded();
      const box = (await canvas.boundingBox())!;
      await page.touchscreen.tap(box.x + 100, box.y + 60);
      await expect(demo.locator('.aq-signature')).toHaveAttribute('data-state', 'signed');
      const dot = await inkOf(canvas, { x: 96, y: 56, width: 8, height: 8 });
      expect(dot.count).toBeGreaterThan(0);
      expect((await inkOf(canvas)).count).toBe(dot.count);
      await expect(demo.getByRole('img', { name: 'Your signature' })).toHaveAttribute('src', /^data:image\/png;base64,/);
    });
  });
});
