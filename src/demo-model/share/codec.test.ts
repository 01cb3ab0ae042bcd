import { deflateSync, strToU8 } from 'fflate';
import {
  decodeShare,
  encodeShare,
  MAX_DECODED_BYTES,
  MAX_ENCODED_LENGTH,
  resolveShare,
  ShareLinkError,
  type DecodedShare,
} from './codec';
import { fingerprint } from './fingerprint';
import { shareFromHash } from './hash';

const HTML = 'index.html';
const TSX = 'button-demo1.tsx';
const SCSS = 'button-demo1.scss';
const shipped: Record<string, string> = {
  [HTML]: '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  [TSX]: `import { Button } from 'aquila-ui/button';\nimport './button-demo1.scss';\n\nexport default function ButtonDemo1() {\n  return (\n    <div className="button-demo1">\n      <Button>Primary</Button>\n      <Button disabled>Disabled</Button>\n    </div>\n  );\n}\n`,
  [SCSS]: '.button-demo1 {\n  display: flex;\n  flex-wrap: wrap;\n  gap: 12px;\n}\n',
};

const roundTrip = (edited: Record<string, string>) => decodeShare(encodeShare('button-demo1', edited, shipped));
/** No earlier version of any file is known. */
const noVersions = async () => null;
const resolve = (decoded: DecodedShare, files: Record<string, string> = shipped) => resolveShare(decoded, files, noVersions);

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('share codec', () => {
  it('round-trips a one-word change in a short link', async () => {
    const tsx = shipped[TSX].replace('Primary', 'Save');
    const value = encodeShare('button-demo1', { [TSX]: tsx }, shipped);
    expect(value.length).toBeLessThan(120);
    const decoded = decodeShare(value);
    expect(decoded.demoId).toBe('button-demo1');
    expect(await resolve(decoded)).toEqual({ [TSX]: tsx });
  });

  it('round-trips whole rewritten files and several files at once', async () => {
    const tsx = 'export default function Other() {\n  return <p>ünïcödé ✓ 🦅</p>;\n}\n';
    const scss = shipped[SCSS] + '\n.extra { color: red; }\n';
    expect(await resolve(roundTrip({ [TSX]: tsx, [SCSS]: scss }))).toEqual({ [TSX]: tsx, [SCSS]: scss });
    expect(await resolve(roundTrip({ [HTML]: '' }))).toEqual({ [HTML]: '' });
  });

  it('leaves out files equal to the shipped ones', async () => {
    expect(await resolve(roundTrip({ [TSX]: shipped[TSX], [SCSS]: 'a{}' }))).toEqual({ [SCSS]: 'a{}' });
  });

  it("carries a demo's other files by name, and refuses a file the example does not have", async () => {
    const withSample = { ...shipped, 'sample-dialog.tsx': 'export const Sample = () => <p>Sample</p>;\n' };
    const edited = { 'sample-dialog.tsx': withSample['sample-dialog.tsx'].replace('Sample</p>', 'Changed</p>') };
    const decoded = decodeShare(encodeShare('dialog-demo1', edited, withSample));
    expect(await resolve(decoded, withSample)).toEqual(edited);
    await expect(resolve(decoded, shipped)).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('applies a link made for an earlier version of the example to that version', async () => {
    const earlier = shipped[TSX];
    const link = roundTrip({ [TSX]: earlier.replace('Primary', 'Save') });
    const today = { ...shipped, [TSX]: earlier + '// changed upstream\n' };
    const versions = new Map([[fingerprint(earlier), earlier]]);
    const loadVersion = vi.fn(async (hash: string) => versions.get(hash) ?? null);
    expect(await resolveShare(link, today, loadVersion)).toEqual({ [TSX]: earlier.replace('Primary', 'Save') });
    expect(loadVersion).toHaveBeenCalledWith(fingerprint(earlier));
  });

  it("fails as stale only when the version is unknown, carrying the link's own text", async () => {
    const link = roundTrip({ [TSX]: shipped[TSX].replace('Primary', 'Save'), [SCSS]: 'whole {}' });
    const error = await resolve(link, { ...shipped, [TSX]: shipped[TSX] + '// changed upstream\n' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ShareLinkError);
    expect((error as ShareLinkError).reason).toBe('stale');
    expect((error as ShareLinkError).message).toBe('it was made for a version of this example that this site no longer has');
    expect((error as ShareLinkError).linkText).toEqual({
      [TSX]: { text: 'Save', whole: false },
      [SCSS]: { text: 'whole {}', whole: true },
    });
  });

  it('opens a link made before files went by name, whose main three were keyed html, tsx and scss', async () => {
    const payload = { v: 2, d: 'button-demo1', f: { html: '<main></main>', tsx: 'whole', scss: 'a{}' } };
    const decoded = decodeShare(`2.${toBase64Url(deflateSync(strToU8(JSON.stringify(payload))))}`);
    expect(await resolve(decoded)).toEqual({ [HTML]: '<main></main>', [TSX]: 'whole', [SCSS]: 'a{}' });
  });

  it('rejects unknown versions, and payloads that are not ours', () => {
    expect(() => decodeShare('3.abc')).toThrow(expect.objectContaining({ reason: 'version' }));
    expect(() => decodeShare('abc')).toThrow(expect.objectContaining({ reason: 'malformed' }));
    const foreign = toBase64Url(deflateSync(strToU8(JSON.stringify({ v: 1, d: '../../etc', f: {} }))));
    expect(() => decodeShare(`1.${foreign}`)).toThrow(expect.objectContaining({ reason: 'malformed' }));
    const badFile = toBase64Url(deflateSync(strToU8(JSON.stringify({ v: 1, d: 'button-demo1', f: { js: 'x' } }))));
    expect(() => decodeShare(`1.${badFile}`)).toThrow(expect.objectContaining({ reason: 'malformed' }));
    const otherDemo = toBase64Url(deflateSync(strToU8(JSON.stringify({ v: 2, d: 'button-demo1', f: { 'button-demo2.scss': 'x' } }))));
    expect(() => decodeShare(`2.${otherDemo}`)).toThrow('it has a file this site does not know');
    const badPatch = toBase64Url(deflateSync(strToU8(JSON.stringify({ v: 1, d: 'button-demo1', f: { [TSX]: [-1, 0, 'x', 'y'] } }))));
    expect(() => decodeShare(`1.${badPatch}`)).toThrow(expect.objectContaining({ reason: 'malformed' }));
  });

  it('caps the encoded length and the inflated size', () => {
    expect(() => decodeShare(`1.${'A'.repeat(MAX_ENCODED_LENGTH)}`)).toThrow(expect.objectContaining({ reason: 'too-large' }));
    const bomb = toBase64Url(deflateSync(new Uint8Array(MAX_DECODED_BYTES + 10).fill(32), { level: 9 }));
    expect(bomb.length).toBeLessThan(MAX_ENCODED_LENGTH);
    expect(() => decodeShare(`1.${bomb}`)).toThrow(expect.objectContaining({ reason: 'too-large' }));
  });

  it('never throws anything but ShareLinkError for truncated or corrupted links', async () => {
    const valid = encodeShare('button-demo1', { [TSX]: shipped[TSX].replace('Primary', 'Save'), [SCSS]: 'x{}' }, shipped);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.%';
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let rejected = 0;
    for (let round = 0; round < 400; round++) {
      const chars = [...valid];
      const kind = round % 4;
      if (kind === 0)
        chars.length = Math.floor(random() * chars.length); // truncated
      else if (kind === 1) chars[Math.floor(random() * chars.length)] = alphabet[Math.floor(random() * alphabet.length)];
      else if (kind === 2) chars.splice(Math.floor(random() * chars.length), 1 + Math.floor(random() * 5));
      else chars.splice(Math.floor(random() * chars.length), 0, alphabet[Math.floor(random() * alphabet.length)]);
      const corrupted = chars.join('');
      try {
        const decoded = decodeShare(corrupted);
        const files = await resolve(decoded);
        // A corruption that still decodes must still give text files (deflate has no checksum of its own).
        for (const code of Object.values(files)) expect(typeof code).toBe('string');
      } catch (error) {
        expect(error).toBeInstanceOf(ShareLinkError);
        rejected++;
      }
    }
    expect(rejected).toBeGreaterThan(300);
  });

  it('reads the share value from a location hash', () => {
    expect(shareFromHash('#share=1.abc')).toBe('1.abc');
    expect(shareFromHash('#other=1')).toBeNull();
    expect(shareFromHash('')).toBeNull();
  });

  it('fingerprints differ for different texts', () => {
    expect(fingerprint('a')).not.toBe(fingerprint('b'));
    expect(fingerprint(shipped[TSX])).toBe(fingerprint(String(shipped[TSX])));
  });

  it('carries a demo’s import map whole, and refuses one given as a patch (none is shipped to patch)', async () => {
    const map = '{\n  "imports": {\n    "dayjs": "https://esm.sh/dayjs@1.11.13"\n  }\n}\n';
    const decoded = decodeShare(encodeShare('button-demo1', { 'import-map.json': map }, shipped));
    expect(decoded.files).toEqual({ 'import-map.json': map });
    expect(await resolve(decoded)).toEqual({ 'import-map.json': map });
    const patched: DecodedShare = { version: 2, demoId: 'button-demo1', files: { 'import-map.json': [0, 0, 'x', 'abc'] } };
    await expect(resolve(patched)).rejects.toThrow(ShareLinkError);
  });
});
