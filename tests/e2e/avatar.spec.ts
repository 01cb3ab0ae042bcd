import { existsSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';

test('the picture that fails shows the initials without a request for a missing file', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(request.url());
  });
  await page.goto('/components/avatar');
  const demo = page.locator('#avatar-demo2');
  const noah = demo.getByRole('listitem').filter({ hasText: 'Noah Becker' });
  await expect(noah).toHaveText('NBNoah Becker');
  await expect(noah.locator('img')).toHaveCount(0);
  await expect(demo.getByRole('listitem').filter({ hasText: 'Aiko Tanaka' }).locator('img')).toHaveJSProperty('complete', true);

  // The static server answers any path, so a missing file would not show as a 404 here: every picture
  // asked of the site must be a file it has.
  const missing = images
    .filter((url) => url.startsWith('http'))
    .map((url) => new URL(url).pathname)
    .filter((pathname) => !existsSync(path.resolve('public', `.${pathname}`)));
  expect(missing).toEqual([]);
});
