import { deflateSync, strToU8 } from 'fflate';
import { decodeShare, encodeShare, fingerprint, MAX_DECODED_BYTES, MAX_ENCODED_LENGTH, ShareLinkError } from './codec';
import { shareFromHash } from './hash';

const shipped = {
  html: '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  tsx: `import { Button } from 'aquila-ui/button';\nimport './button-demo1.scss';\n\nexport default function ButtonDemo1() {\n  return (\n    <div className="button-demo1">\n      <Button>Primary</Button>\n      <Button disabled>Disabled</Button>\n    </div>\n  );\n}\n`,
  scss: '.button-demo1 {\n  display: flex;\n  flex-wrap: wrap;\n  gap: 12px;\n}\n',
};

const roundTrip = (edited: Partial<typeof shipped>) => decodeShare(encodeShare('button-demo1', edited, shipped));

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('share codec', () => {
  it('round-trips a one-word change in a short link', () => {
    const tsx = shipped.tsx.replace('Primary', 'Save');
    const value = encodeShare('button-demo1', { tsx }, shipped);
    expect(value.length).toBeLessThan(120);
    const decoded = decodeShare(value);
    expect(decoded.demoId).toBe('button-demo1');
    expect(decoded.resolve(shipped)).toEqual({ tsx });
  });

  it('round-trips whole rewritten files and several files at once', () => {
    const tsx = 'export default function Other() {\n  return <p>ünïcödé ✓ 🦅</p>;\n}\n';
    const scss = shipped.scss + '\n.extra { color: red; }\n';
    expect(roundTrip({ tsx, scss }).resolve(shipped)).toEqual({ tsx, scss });
    expect(roundTrip({ html: '' }).resolve(shipped)).toEqual({ html: '' });
  });

  it('leaves out files equal to the shipped ones', () => {
    expect(roundTrip({ tsx: shipped.tsx, scss: 'a{}' }).resolve(shipped)).toEqual({ scss: 'a{}' });
  });

  it('refuses to apply a change to a different shipped file', () => {
    const decoded = roundTrip({ tsx: shipped.tsx.replace('Primary', 'Save') });
    const error = (() => {
      try {
        decoded.resolve({ ...shipped, tsx: shipped.tsx + '// changed upstream\n' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ShareLinkError);
    expect((error as ShareLinkError).reason).toBe('stale');
  });

  it('rejects unknown versions, and payloads that are not ours', () => {
    expect(() => decodeShare('2.abc')).toThrow(expect.objectContaining({ reason: 'version' }));
    expect(() => decodeShare('abc')).toThrow(expect.objectContaining({ reason: 'malformed' }));
    const foreign = toBase64Url(deflateSync(strToU8(JSON.stringify({ v: 1, d: '../../etc', f: {} }))));
    expect(() => decodeShare(`1.${foreign}`)).toThrow(expect.objectContaining({ reason: 'malformed' }));
    const badFile = toBase64Url(deflateSync(strToU8(JSON.stringify({ v: 1, d: 'button-demo1', f: { js: 'x' } }))));
    expect(() => decodeShare(`1.${badFile}`)).toThrow(expect.objectContaining({ reason: 'malformed' }));
    const badPatch = toBase64Url(deflateSync(strToU8(JSON.stringify({ v: 1, d: 'button-demo1', f: { tsx: [-1, 0, 'x', 'y'] } }))));
    expect(() => decodeShare(`1.${badPatch}`)).toThrow(expect.objectContaining({ reason: 'malformed' }));
  });

  it('caps the encoded length and the inflated size', () => {
    expect(() => decodeShare(`1.${'A'.repeat(MAX_ENCODED_LENGTH)}`)).toThrow(expect.objectContaining({ reason: 'too-large' }));
    const bomb = toBase64Url(deflateSync(new Uint8Array(MAX_DECODED_BYTES + 10).fill(32), { level: 9 }));
    expect(bomb.length).toBeLessThan(MAX_ENCODED_LENGTH);
    expect(() => decodeShare(`1.${bomb}`)).toThrow(expect.objectContaining({ reason: 'too-large' }));
  });

  it('never throws anything but ShareLinkError for truncated or corrupted links', () => {
    const valid = encodeShare('button-demo1', { tsx: shipped.tsx.replace('Primary', 'Save'), scss: 'x{}' }, shipped);
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
      if (kind === 0) chars.length = Math.floor(random() * chars.length); // truncated
      else if (kind === 1) chars[Math.floor(random() * chars.length)] = alphabet[Math.floor(random() * alphabet.length)];
      else if (kind === 2) chars.splice(Math.floor(random() * chars.length), 1 + Math.floor(random() * 5));
      else chars.splice(Math.floor(random() * chars.length), 0, alphabet[Math.floor(random() * alphabet.length)]);
      const corrupted = chars.join('');
      try {
        const decoded = decodeShare(corrupted);
        const files = decoded.resolve(shipped);
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
    expect(fingerprint(shipped.tsx)).toBe(fingerprint(String(shipped.tsx)));
  });
});
