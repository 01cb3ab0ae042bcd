import { describe, expect, it } from 'vitest';
import { pinEntries, readRunPackages } from './run-packages';
import { fetchLatestVersion, latestVersion } from './latest-version';

const CDN = 'https://cdn.example';

/** A stub of the CDN's answers by address; an address it lacks fails as the network does. */
function stubFetch(answers: Record<string, { status?: number; body?: string; url?: string }>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const address = String(input);
    const answer = answers[address];
    if (!answer) throw new TypeError('Failed to fetch');
    const response = new Response(answer.body ?? '', { status: answer.status ?? 200 });
    Object.defineProperty(response, 'url', { value: answer.url ?? address });
    return response;
  }) as typeof fetch;
}

describe('readRunPackages', () => {
  it('gives each import its address and the address the frame loads, with the shared packages external', () => {
    const map = '{ "imports": { "dayjs": "https://cdn.example/dayjs@1.11.13", "plain": "https://files.example/plain.js" } }';
    expect(readRunPackages(['dayjs', 'plain'], map, CDN)).toEqual({
      kind: 'ready',
      packages: [
        {
          specifier: 'dayjs',
          address: 'https://cdn.example/dayjs@1.11.13',
          load: 'https://cdn.example/dayjs@1.11.13?external=react,react-dom,aquila-ui',
        },
        { specifier: 'plain', address: 'https://files.example/plain.js', load: 'https://files.example/plain.js' },
      ],
    });
  });

  it('asks for the packages that no version is known for', () => {
    expect(readRunPackages(['zod', 'dayjs/plugin/utc', 'dayjs@1.0.0'], undefined, CDN)).toEqual({
      kind: 'unpinned',
      names: ['dayjs', 'zod'],
    });
  });

  it('names the line of a map that does not read, even when no package needs it', () => {
    const reading = readRunPackages(
      [],
      '{\n  "imports": {\n    "a": "https://a.example/"\n    "b": "https://b.example/"\n  }\n}',
      CDN,
    );
    expect(reading).toEqual({
      kind: 'errors',
      errors: [
        expect.objectContaining({
          kind: 'compile',
          file: 'import-map.json',
          line: 4,
          message: expect.stringMatching(/^import-map\.json line 4: Expected ',' or '}'/),
        }),
      ],
    });
  });
});

describe('pinning', () => {
  it('reads the version from esm.sh’s answer to a browser: a module re-exporting the pinned build', async () => {
    const fetcher = stubFetch({
      [`${CDN}/dayjs`]: {
        body: 'export * from "/dayjs@1.11.13/es2022/dayjs.mjs";\nexport { default } from "/dayjs@1.11.13/es2022/dayjs.mjs";\n',
      },
    });
    await expect(fetchLatestVersion('dayjs', CDN, fetcher)).resolves.toBe('1.11.13');
  });

  it('reads the version from a redirect’s final address', async () => {
    const fetcher = stubFetch({ [`${CDN}/@scope/pkg`]: { url: `${CDN}/@scope/pkg@2.1.0`, body: '' } });
    await expect(fetchLatestVersion('@scope/pkg', CDN, fetcher)).resolves.toBe('2.1.0');
  });

  it('writes pinned entries, and says which package could not be asked for and why', async () => {
    const fetcher = stubFetch({
      [`${CDN}/zod`]: { body: 'export * from "/zod@3.24.1/es2022/zod.mjs";' },
      [`${CDN}/missing`]: { status: 404 },
    });
    const pinned = await pinEntries(['zod', 'missing', 'offline'], CDN, fetcher);
    expect(pinned.entries).toEqual({ zod: `${CDN}/zod@3.24.1` });
    expect(pinned.errors.map((error) => error.message)).toEqual([
      `Could not find the latest version of "missing" at ${CDN}/missing: the server answered 404`,
      `Could not find the latest version of "offline" at ${CDN}/offline: the network request failed`,
    ]);
  });

  it('asks once a session for a version it got, and again for one that failed', async () => {
    let asked = 0;
    const base = 'https://once.example';
    const answers = [new TypeError('Failed to fetch'), 'export * from "/once@1.0.0/x.mjs";'];
    const fetcher = (async () => {
      const answer = answers[asked++];
      if (answer instanceof Error) throw answer;
      return new Response(answer);
    }) as unknown as typeof fetch;
    await expect(latestVersion('once', base, fetcher)).rejects.toThrow();
    await expect(latestVersion('once', base, fetcher)).resolves.toBe('1.0.0');
    await expect(latestVersion('once', base, fetcher)).resolves.toBe('1.0.0');
    expect(asked).toBe(2);
  });
});
