import { afterEach, describe, expect, it, vi } from 'vitest';
import { fingerprint, isFingerprint } from './fingerprint';
import { demoVersionUrl, loadShippedVersion } from './versions';

const OLD = 'export default function Demo() {\n  return <button>Old</button>;\n}\n';
const HASH = fingerprint(OLD);
const HTML_FALLBACK = '<!doctype html><html><body><div id="root"></div></body></html>';

function stubFetch(respond: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => respond(String(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('demoVersionUrl', () => {
  it('names the version under its demo folder, below the site base', () => {
    expect(demoVersionUrl('button-demo1', HASH)).toBe(`/assets/demos/button/button-demo1/versions/${HASH}.txt`);
    expect(demoVersionUrl('date-picker-demo12', '0')).toBe('/assets/demos/date-picker/date-picker-demo12/versions/0.txt');
  });

  it('refuses what cannot be a demo id or a fingerprint', () => {
    expect(() => demoVersionUrl('button-demo1', '../x')).toThrow(RangeError);
    expect(() => demoVersionUrl('../button-demo1', HASH)).toThrow(RangeError);
  });
});

describe('isFingerprint', () => {
  it('accepts exactly what fingerprint() can return', () => {
    for (const text of ['', 'a', OLD, 'ünïcødé']) expect(isFingerprint(fingerprint(text))).toBe(true);
    expect(isFingerprint((0xffffffff).toString(36))).toBe(true);
    expect(isFingerprint((0x100000000).toString(36))).toBe(false);
    for (const bad of ['', 'ABC', '0a', 'a b', 'a/b', '../x', 'abc.txt', '12345678', 'é']) {
      expect(isFingerprint(bad)).toBe(false);
    }
  });
});

describe('loadShippedVersion', () => {
  it('returns the version when its text has the fingerprint asked for', async () => {
    const fetchMock = stubFetch(() => new Response(OLD, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }));
    await expect(loadShippedVersion('button-demo1', HASH)).resolves.toBe(OLD);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(`/assets/demos/button/button-demo1/versions/${HASH}.txt`);
  });

  it('returns null when the text has another fingerprint (a collision or an HTML fallback page)', async () => {
    stubFetch(() => new Response(HTML_FALLBACK, { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(loadShippedVersion('button-demo1', HASH)).resolves.toBeNull();
    stubFetch(() => new Response(`${OLD} `));
    await expect(loadShippedVersion('button-demo1', HASH)).resolves.toBeNull();
  });

  it('returns null for a 404 and for a failed request', async () => {
    stubFetch(() => new Response('Not found', { status: 404 }));
    await expect(loadShippedVersion('button-demo1', HASH)).resolves.toBeNull();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(loadShippedVersion('button-demo1', HASH)).resolves.toBeNull();
  });

  it('returns null without fetching for an invalid hash or demo id', async () => {
    const fetchMock = stubFetch(() => new Response(OLD));
    for (const hash of ['', '../../index.html?', 'ABCDEF', '1z141z4', 'zzzzzzzz']) {
      await expect(loadShippedVersion('button-demo1', hash)).resolves.toBeNull();
    }
    await expect(loadShippedVersion('button/../x-demo1', HASH)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
