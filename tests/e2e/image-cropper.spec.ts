import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

type Rgb = [number, number, number];

/** The colour of one pixel of an image, read at its own size. */
const pixelOf = (image: Locator, x: number, y: number) =>
  image.evaluate(
    (element: HTMLImageElement, [px, py]) => {
      const canvas = document.createElement('canvas');
      canvas.width = element.naturalWidth;
      canvas.height = element.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(element, 0, 0);
      const [r, g, b] = context.getImageData(px, py, 1, 1).data;
      return [r, g, b] as Rgb;
    },
    [x, y],
  );

const near = (actual: Rgb, expected: Rgb, tolerance = 3) =>
  actual.every((value, index) => Math.abs(value - expected[index]) <= tolerance);

/** The image's size once it has loaded. */
const naturalSize = async (image: Locator) => {
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((element: HTMLImageElement) => ({ width: element.naturalWidth, height: element.naturalHeight }));
};

/** An image drawn in the browser: the left half red, the right half blue, encoded as `type`. */
async function halves(page: Page, width: number, height: number, type: 'image/png' | 'image/jpeg') {
  const base64 = await page.evaluate(
    ([w, h, format]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ff0000';
      context.fillRect(0, 0, w / 2, h);
      context.fillStyle = '#0000ff';
      context.fillRect(w / 2, 0, w / 2, h);
      return canvas.toDataURL(format, 1).split(',')[1];
    },
    [width, height, type] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** A JPEG with an EXIF segment saying it is stored lying on its left side (orientation 6). */
function sideways(jpeg: Buffer): Buffer {
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const segment = Buffer.from([0xff, 0xe1, 0, body.length + 2, ...body]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

const frameBox = (frame: Locator) =>
  frame.evaluate((element: HTMLElement) => ({
    left: parseFloat(element.style.left),
    top: parseFloat(element.style.top),
    width: parseFloat(element.style.width),
    height: parseFloat(element.style.height),
  }));

test.describe('image cropper page', () => {
  test('demo 1 shows the sample at once in a round square frame, and previews a 360 px crop of it', async ({ page }) => {
    await page.goto('/components/image-cropper');
    const demo = page.locator('#image-cropper-demo1');
    const cropper = demo.locator('.aq-image-cropper');
    await expect(cropper).toHaveCSS('width', '240px');
    await expect(cropper).toHaveCSS('height', '310px');
    const frame = demo.getByRole('application', { name: 'Profile picture area' });
    await expect(frame).toBeVisible();
    await expect(frame).toHaveCSS('border-top-left-radius', '50%');
    const box = await frameBox(frame);
    expect(box.width).toBeCloseTo(box.height, 5);

    await expect(demo.getByText('Preview, 360 × 360 px')).toBeVisible();
    const preview = demo.getByRole('img', { name: 'Profile picture preview' });
    expect(await naturalSize(preview)).toEqual({ width: 360, height: 360 });
    // The sample's sky (#8ecae6) at the top, its lake (#219ebc) at the bottom.
    expect(near(await pixelOf(preview, 180, 20), [0x8e, 0xca, 0xe6])).toBe(true);
    expect(near(await pixelOf(preview, 180, 345), [0x21, 0x9e, 0xbc])).toBe(true);
  });

  test('demo 1 uploads a photo and crops its middle square, pixel for pixel', async ({ page }) => {
    await page.goto('/components/image-cropper');
    const demo = page.locator('#image-cropper-demo1');
    await expect(demo.getByText('Preview, 360 × 360 px')).toBeVisible();
    await demo
      .getByLabel('Upload a photo')
      .setInputFiles({ name: 'halves.png', mimeType: 'image/png', buffer: await halves(page, 200, 100, 'image/png') });
    await expect(demo.getByText('Preview, 100 × 100 px')).toBeVisible();
    const preview = demo.getByRole('img', { name: 'Profile picture preview' });
    expect(await naturalSize(preview)).toEqual({ width: 100, height: 100 });
    expect(await pixelOf(preview, 25, 50)).toEqual([255, 0, 0]);
    expect(await pixelOf(preview, 75, 50)).toEqual([0, 0, 255]);
  });

  test('demo 1 stands a JPEG upright by its EXIF orientation', async ({ page }) => {
    await page.goto('/components/image-cropper');
    const demo = page.locator('#image-cropper-demo1');
    await expect(demo.getByText('Preview, 360 × 360 px')).toBeVisible();
    // Stored 60 × 30, red left and blue right; upright it is 30 × 60, red above and blue below.
    const jpeg = sideways(await halves(page, 60, 30, 'image/jpeg'));
    await demo.getByLabel('Upload a photo').setInputFiles({ name: 'sideways.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(demo.getByText('Preview, 30 × 30 px')).toBeVisible();
    const shown = (await demo.getByRole('img', { name: 'Photo to crop' }).boundingBox())!;
    expect(shown.height).toBeGreaterThan(shown.width * 1.9);
    const preview = demo.getByRole('img', { name: 'Profile picture preview' });
    const top = await pixelOf(preview, 15, 4);
    const bottom = await pixelOf(preview, 15, 26);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  test('demo 1 says so, and logs why, when a file is not an image', async ({ page, problems }) => {
    await page.goto('/components/image-cropper');
    const demo = page.locator('#image-cropper-demo1');
    await expect(demo.getByText('Preview, 360 × 360 px')).toBeVisible();
    await demo.getByLabel('Upload a photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect(demo.getByRole('alert')).toHaveText(
      'That file could not be opened as an image. Try a PNG, JPEG, GIF, WebP or SVG file.',
    );
    await expect.poll(() => problems.join('\n')).toContain('Invalid image type');
    // The error was expected: it is the cropper's log of a failed load.
    problems.length = 0;
  });

  test('the keyboard moves and resizes the frame, announcing it, and the preview follows', async ({ page }) => {
    await page.goto('/components/image-cropper');
    const demo = page.locator('#image-cropper-demo1');
    await expect(demo.getByText('Preview, 360 × 360 px')).toBeVisible();
    const frame = demo.getByRole('application', { name: 'Profile picture area' });
    await frame.focus();
    await expect(frame).toBeFocused();
    // Narrowing from the left (Shift + Alt + Right Arrow) makes room to move the square.
    const start = await frameBox(frame);
    await page.keyboard.press('9');
    await page.keyboard.press('Shift+Alt+ArrowRight');
    const narrowed = await frameBox(frame);
    expect(narrowed.width).toBeCloseTo(start.width - 9, 5);
    expect(narrowed.left).toBeCloseTo(start.left + 9, 5);
    await page.keyboard.press('1');
    await page.keyboard.press('ArrowLeft');
    expect((await frameBox(frame)).left).toBeCloseTo(narrowed.left - 1, 5);
    await expect(demo.getByRole('status').filter({ hasText: 'Profile picture area' })).toHaveText(
      /Profile picture area: \d+ × \d+ pixels at \d+, \d+/,
    );
    await expect(demo.getByText(/Preview, 34\d × 34\d px/)).toBeVisible();
  });

  test('a pointer moves the frame and resizes it from a handle', async ({ page }) => {
    await page.goto('/components/image-cropper');
    const demo = page.locator('#image-cropper-demo1');
    const frame = demo.getByRole('application', { name: 'Profile picture area' });
    await expect(frame).toBeVisible();
    await demo.locator('.aq-image-cropper').scrollIntoViewIfNeeded();
    const corner = (await demo.locator('[data-handle="bottom-right"]').boundingBox())!;
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    await page.mouse.move(corner.x + corner.width / 2 - 60, corner.y + corner.height / 2 - 60, { steps: 4 });
    await page.mouse.up();
    const resized = await frameBox(frame);
    expect(resized.width).toBeLessThan(120);
    expect(resized.width).toBeCloseTo(resized.height, 5);

    const inside = (await frame.boundingBox())!;
    await page.mouse.move(inside.x + inside.width / 2, inside.y + inside.height / 2);
    await page.mouse.down();
    await page.mouse.move(inside.x + inside.width / 2 + 20, inside.y + inside.height / 2 + 10, { steps: 4 });
    await page.mouse.up();
    const moved = await frameBox(frame);
    expect(moved.left).toBeCloseTo(resized.left + 20, 0);
    expect(moved.top).toBeCloseTo(resized.top + 10, 0);
    await expect(frame).toBeFocused();
  });

  test('demo 2 mirrors, turns and zooms the picture; the result follows', async ({ page }) => {
    await page.goto('/components/image-cropper');
    const demo = page.locator('#image-cropper-demo2');
    await expect(demo.getByText(/Result, 480 × 320 px/)).toBeVisible();
    const result = demo.getByRole('img', { name: 'Cropped harbour picture' });
    // The sun (#ff7b00) is top right; mirrored, top left.
    const sun: Rgb = [0xff, 0x7b, 0x00];
    expect(near(await pixelOf(result, 400, 70), sun)).toBe(true);
    expect(near(await pixelOf(result, 80, 70), sun)).toBe(false);

    const tools = demo.getByRole('toolbar', { name: 'Image' });
    const firstUrl = await result.getAttribute('src');
    await tools.getByRole('button', { name: 'Flip horizontal' }).click();
    await expect(result).not.toHaveAttribute('src', firstUrl!);
    await expect.poll(async () => near(await pixelOf(result, 80, 70), sun)).toBe(true);
    expect(near(await pixelOf(result, 400, 70), sun)).toBe(false);

    await tools.getByRole('button', { name: 'Rotate right' }).click();
    await expect(demo.getByText(/Result, 320 × 480 px/)).toBeVisible();
    await tools.getByRole('button', { name: 'Zoom in' }).click();
    await expect(demo.getByText(/zoom 125%/)).toBeVisible();
    await expect(demo.getByRole('img', { name: 'Harbour picture to edit' })).toHaveCSS('transform', /matrix\(-1\.25, 0, 0, 1\.25/);
    await tools.getByRole('button', { name: 'Reset' }).click();
    await expect(demo.getByText('Result, 480 × 320 px · zoom 100%')).toBeVisible();
  });
});
