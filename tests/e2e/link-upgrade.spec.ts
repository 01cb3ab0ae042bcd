import { deflateSync, strToU8 } from 'fflate';
import { DEMO, EDIT_TIMEOUT } from './editor-helpers';
import { test, expect } from './fixtures';

/**
 * A link as the site wrote it before 1.0 (format 1): `1.<base64url(deflate(JSON))>`. Written here rather
 * than by the site's own encoder, which writes today's format only.
 */
const zeroXLink = (payload: object) =>
  `1.${Buffer.from(deflateSync(strToU8(JSON.stringify({ v: 1, ...payload })), { level: 9 })).toString('base64url')}`;

const OLD_BUTTON = `import { Button } from 'aquila-ui/button';

export default function ButtonDemo1() {
  return (
    <Button buttonSize="large" buttonFillMode="outlined" onClick={() => console.log('old')}>
      Made on 0.x
    </Button>
  );
}
`;

const OLD_APP = `import { useState } from 'react';
import { Checkbox } from 'aquila-ui/checkbox';
import { Summary } from './Summary';

export default function App() {
  const [checked, setChecked] = useState(false);
  const [presses, setPresses] = useState(0);
  return (
    <>
      <Checkbox ngxChecked={checked} onChecked={setChecked} onChange={() => setPresses((n) => n + 1)} ngxSize="large">
        Subscribe
      </Checkbox>
      <Summary checked={checked} presses={presses} />
    </>
  );
}
`;

const OLD_SUMMARY = `import { Badge } from 'aquila-ui/badge';
import { Divider } from 'aquila-ui/divider';
import { Progress } from 'aquila-ui/progress';

export function Summary({ checked, presses }: { checked: boolean; presses: number }) {
  return (
    <section>
      <Divider colour="rgb(0, 128, 0)" />
      <Badge ngxBadge={presses}>
        <span>Presses</span>
      </Badge>
      <Progress ngxPercent={checked ? 100 : 40} />
      <p>{checked ? 'Subscribed' : 'Not subscribed'}</p>
    </section>
  );
}
`;

test.describe('links made before 1.0', () => {
  test('a demo link opens with its code in 1.0’s names and looks as it did, the code as written one press away', async ({ page }) => {
    await page.goto(`/components/button#share=${zeroXLink({ d: 'button-demo1', f: { tsx: OLD_BUTTON } })}`);
    const demo = page.locator(DEMO);
    const button = demo.frameLocator('iframe').getByRole('button', { name: 'Made on 0.x' });
    await expect(button).toBeVisible({ timeout: EDIT_TIMEOUT });
    // 0.x's names would be dropped (and warned of): the large outlined button shows they were carried over.
    await expect(button).toHaveAttribute('data-size', 'large');
    await expect(button).toHaveAttribute('data-variant', 'outlined');

    const notice = page.getByRole('status').filter({ hasText: 'This link was made with Aquila UI 0.x' });
    await expect(notice).toContainText(
      "its code was updated to 1.0's names (2 changes: Button: buttonSize → size, Button: buttonFillMode → variant)",
    );
    await page.getByText('The code as the link wrote it').click();
    await expect(page.locator('.link-notice figure')).toContainText('buttonSize="large" buttonFillMode="outlined"');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('a workspace link with several components opens upgraded, two handlers of one change joined', async ({ page }) => {
    await page.goto(`/playground#share=${zeroXLink({ w: { 'App.tsx': OLD_APP, 'Summary.tsx': OLD_SUMMARY } })}`);
    const preview = page.locator('.workspace').frameLocator('iframe');
    const checkbox = preview.getByRole('checkbox', { name: 'Subscribe' });
    await expect(checkbox).toBeVisible({ timeout: EDIT_TIMEOUT });
    await expect(page.getByRole('status').filter({ hasText: 'This link was made with Aquila UI 0.x' })).toContainText(
      "its code was updated to 1.0's names",
    );

    // Looks as it did: the colour, the count and the value that 0.x's names gave.
    await expect(preview.getByRole('separator')).toHaveCSS('border-top-color', 'rgb(0, 128, 0)');
    await expect(preview.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    // Both of the change's 0.x handlers run from the one 1.0 handler, once per press.
    await checkbox.click();
    await expect(checkbox).toBeChecked();
    await expect(preview.getByText('Subscribed', { exact: true })).toBeVisible();
    await expect(preview.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(preview.locator('.aq-badge__count')).toHaveText('1');

    // The editor holds 1.0's names; the code as written stays readable in the notice.
    await page.getByText('The code as the link wrote it').click();
    await expect(page.locator('.link-notice figure').filter({ hasText: 'Summary.tsx' })).toContainText('ngxPercent');
  });
});
