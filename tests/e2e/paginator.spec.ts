import { test, expect } from './fixtures';

test.describe('paginator page', () => {
  test('pages through fifty items, changes the page size keeping the position, and shows the last event', async ({ page }) => {
    await page.goto('/components/paginator');
    const demo = page.locator('#paginator-demo1');
    const nav = demo.getByRole('navigation', { name: 'Pagination' });
    const range = nav.getByText(/ of 50$/);
    await expect(range).toHaveText('1 - 10 of 50');
    await expect(nav.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await nav.getByRole('button', { name: 'Next page' }).click();
    await nav.getByRole('button', { name: 'Next page' }).click();
    await expect(range).toHaveText('21 - 30 of 50');
    await expect(demo.locator('dd')).toHaveText(['1', '2', '10', '50']);

    const chooser = nav.getByRole('combobox', { name: 'Items per page:' });
    await chooser.click();
    await page.getByRole('listbox', { name: 'Items per page:' }).getByRole('option', { name: '25' }).click();
    await expect(chooser).toHaveText('25');
    await expect(range).toHaveText('1 - 25 of 50');
    await expect(demo.locator('dd')).toHaveText(['2', '0', '25', '50']);

    await chooser.click();
    await page.getByRole('listbox', { name: 'Items per page:' }).getByRole('option', { name: '5', exact: true }).click();
    await expect(range).toHaveText('1 - 5 of 50');
  });

  test('the keyboard moves page by page, and the pressed button keeps focus at the end', async ({ page }) => {
    await page.goto('/components/paginator');
    const nav = page.locator('#paginator-demo2').getByRole('navigation', { name: 'Orders pages' });
    const next = nav.getByRole('button', { name: 'Next page' });
    await next.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Next page');
    for (let step = 0; step < 11; step += 1) await page.keyboard.press('Enter');
    await expect(nav.getByText(/ of 230$/)).toHaveText('221 - 230 of 230');
    await expect(next).toBeFocused();
    await expect(next).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Last page' })).toBeDisabled();

    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('button', { name: 'Previous page' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('button', { name: 'First page' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(nav.getByText(/ of 230$/)).toHaveText('1 - 20 of 230');
  });

  test('the controlled list without a size chooser shows the page the paginator points at', async ({ page }) => {
    await page.goto('/components/paginator');
    const demo = page.locator('#paginator-demo3');
    const nav = demo.getByRole('navigation', { name: 'Largest cities pages' });
    await expect(nav.getByRole('combobox')).toHaveCount(0);
    const list = demo.getByRole('list', { name: 'Largest cities' });
    await expect(list.getByRole('listitem').first()).toContainText('Tokyo');
    await nav.getByRole('button', { name: 'Next page' }).click();
    await expect(nav.getByText(/ of 14$/)).toHaveText('5 - 8 of 14');
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('listitem').first()).toContainText('São Paulo');
  });

  test('the translated paginator uses its own words', async ({ page }) => {
    await page.goto('/components/paginator');
    const nav = page.locator('#paginator-demo4').getByRole('navigation', { name: 'Paginación' });
    await expect(nav.getByText('Elementos por página:')).toBeVisible();
    await expect(nav.getByText('1 - 25 de 75')).toBeVisible();
    await nav.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(nav.getByText('26 - 50 de 75')).toBeVisible();
  });

  test('on a 360 px screen the chooser and the buttons wrap onto their own lines and stay inside the demo', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/components/paginator');
    const demo = page.locator('#paginator-demo2');
    const nav = demo.getByRole('navigation', { name: 'Orders pages' });
    const demoBox = (await demo.boundingBox())!;
    const navBox = (await nav.boundingBox())!;
    expect(navBox.x).toBeGreaterThanOrEqual(demoBox.x);
    expect(navBox.x + navBox.width).toBeLessThanOrEqual(demoBox.x + demoBox.width);
    const chooserBox = (await nav.getByRole('combobox').boundingBox())!;
    const lastBox = (await nav.getByRole('button', { name: 'Last page' }).boundingBox())!;
    expect(lastBox.y).toBeGreaterThan(chooserBox.y + chooserBox.height - 1);
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(demoBox.x + demoBox.width);
  });
});
