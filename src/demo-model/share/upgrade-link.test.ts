import { describe, expect, it } from 'vitest';
import { decodeWorkspace, encodeWorkspace } from '../../workspace/share';
import { decodeShare, encodeShare } from './codec';
import { upgradeLinkFiles } from './upgrade-link';

// Links as the site made them before 1.0 (format 1), kept word for word: they must open for ever.
/** A playground workspace using Button, Badge, Checkbox and Dialog by their 0.x names. */
const WORKSPACE_LINK_0X =
  '1.bZNNb9swDIb_CqFLEiyL19uW2ga6DEMvQw8Bdpl3UCzaFqpIriUnbg399-rDdRKgN4p8zJd6KY_kRLZ3a3Im25E8tO3G6IFsCT-2qjMwQq9xb6hBsFB16giLDmlpFveFnJGfvTFKzgB96bmgX3ueHELhlqWsvvS6Qn3-htw1WD4f1PAJXE6lG_4Xp0LVn9AsFK7YxSbR5lWg3uhSa18oJA6hxLCivTBQ9bI03F3KObJcwVhIgFJJbeBfqXpp1qDR7Hz0H7LZo-W3lWs2k6pFGcAnF9xwFRUaI9uh6TsJSx8DpEfKZR5jd4puyXoIQTYGbesTTyfsKqHOYYZs_GHnj_xncSHR_t9ciD-KYVYQ1RvBJbKCTLU9f_N5QbsaXVLJneDlcza6K2f5fMVlkIUvcLey-QNjaRIFLnMmYb7Led6dm3TSmJyNKr6MzOmETSL7kPNGzTmb7xt1BtMgxBWmyUffi9K09RPX_CCcQ95z6yT-xsSuodIbN_W2oOM0-ugGaZAyLmt3fEQhVEHyR54mseOkkCbzQvy6bCHJmlw9HveneMA9v5Yy32wL39vhHjxo7Ts';
/** Button's first example, edited whole, with 0.x names. */
const DEMO_LINK_0X =
  '1.LY7NDoIwEIRfZbMXNYEQrogc_Lv5Br0AXUyT0mLdGpKm726lXmfm-zIBP9jUBUpscPDM1pSSZltjgRM2Afm9pkbNi3UMAc7bBCJMzs6w619e6b70qsrs7iiMMLRua0lT7zXD5M3IKlEZvv70-wMEYQAcsXcG2r83W-5K64eVdBLItLJAMM_1YrV1KXE00Dj2i3eLJoHdTSom2VbZ0KUDURiM8Qs';

const isCode = (file: string) => /\.[jt]sx?$/.test(file);

describe('links made before 1.0', () => {
  it('a workspace link opens with its code in 1.0 names, saying so and keeping the original', async () => {
    const link = decodeWorkspace(WORKSPACE_LINK_0X);
    expect(link.version).toBe(1);
    const { files, notice } = await upgradeLinkFiles(link.version, link.files, isCode);
    const app = files['App.tsx'];
    for (const name of [
      'ngxBadge',
      'ngxOverflowCount',
      'buttonFillMode',
      'buttonSize',
      'ngxSize',
      'onChecked',
      'visible',
      'onVisibleChange',
    ])
      expect(app).not.toMatch(new RegExp(`\\b${name}=`));
    expect(app).toContain('<Badge content={count} max={9}>');
    expect(app).toContain('<Button variant="outlined" size="large" onClick={() => setCount(count + 1)}>Add</Button>');
    expect(app).toContain('<Checkbox size="medium" onCheckedChange={(checked) => setOpen(checked)}>Show the dialog</Checkbox>');
    expect(app).toContain('<Dialog open={open} onOpenChange={setOpen} size="small" heading="Hello">Hi</Dialog>');
    expect(files['styles.scss']).toBe(link.files['styles.scss']);
    expect(notice?.kind).toBe('upgraded');
    expect(notice?.message).toMatch(
      /^This link was made with Aquila UI 0\.x: its code was updated to 1\.0's names \(10 changes: Badge: ngxBadge → content, /,
    );
    expect(notice?.original).toEqual({ 'App.tsx': link.files['App.tsx'] });
  });

  it('a demo link opens with its code in 1.0 names', async () => {
    const link = decodeShare(DEMO_LINK_0X);
    expect(link).toMatchObject({ version: 1, demoId: 'button-demo1' });
    const { files, notice } = await upgradeLinkFiles(link.version, link.files as Record<string, string>, isCode);
    // Made before files went by name, its module was keyed 'tsx': it opens under the module's name.
    expect(files['button-demo1.tsx']).toContain('<Button variant="text" color="rebeccapurple">Edited</Button>');
    expect(notice?.kind).toBe('upgraded');
  });

  it('a link that cannot be upgraded whole opens as written, naming what is left', async () => {
    const files = {
      'App.tsx': `import { RadioButton } from 'aquila-ui/radio-button';\nexport default () => <RadioButton ngxValue="a" onRadioClick={() => {}} />;\n`,
    };
    const upgrade = await upgradeLinkFiles(1, files, isCode);
    expect(upgrade.files).toBe(files);
    expect(upgrade.notice?.kind).toBe('as-written');
    expect(upgrade.notice?.message).toMatch(
      /opens as it was written: not all of its code could be updated to 1\.0's names \(App\.tsx: RadioButton's onRadioClick has no 1\.0 name: /,
    );
  });

  it('links made with 1.0 are taken as they are', async () => {
    const files = { 'App.tsx': `import { Button } from 'aquila-ui/button';\nexport default () => <Button ngxColor="red" />;\n` };
    const link = decodeWorkspace(encodeWorkspace(files));
    expect(link.version).toBe(2);
    expect(await upgradeLinkFiles(link.version, link.files, isCode)).toEqual({ files: link.files, notice: null });
    expect(decodeShare(encodeShare('button-demo1', { 'button-demo1.tsx': 'x' }, { 'button-demo1.tsx': 'y' })).version).toBe(2);
  });
});
