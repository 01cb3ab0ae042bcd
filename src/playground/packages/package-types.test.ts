import { describe, expect, it } from 'vitest';
import { fetchPackageTypes } from './package-types';

const CDN = 'https://cdn.example';

function stubFetch(answers: Record<string, { body?: string; headers?: Record<string, string>; status?: number }>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const answer = answers[String(input)];
    if (!answer) return new Response('', { status: 404 });
    const response = new Response(answer.body ?? '', { status: answer.status ?? 200, headers: answer.headers });
    Object.defineProperty(response, 'url', { value: String(input) });
    return response;
  }) as typeof fetch;
}

describe('fetchPackageTypes', () => {
  it('follows the CDN’s X-TypeScript-Types header and the imports between declaration files, made relative', async () => {
    const fetcher = stubFetch({
      [`${CDN}/dayjs@1.11.13?external=react`]: {
        body: 'export default 1;',
        headers: { 'X-TypeScript-Types': '/dayjs@1.11.13/types/index.d.ts' },
      },
      [`${CDN}/dayjs@1.11.13/types/index.d.ts`]: {
        body: `/// <reference path="${CDN}/dayjs@1.11.13/types/globals.d.ts" />\nimport { Locale } from "${CDN}/dayjs@1.11.13/types/locale/types.d.ts";\nimport type { FC } from "react";\nexport default function dayjs(): Locale;\n`,
      },
      [`${CDN}/dayjs@1.11.13/types/globals.d.ts`]: { body: 'declare const x: 1;\n' },
      [`${CDN}/dayjs@1.11.13/types/locale/types.d.ts`]: {
        body: 'import "../index.d.ts";\nexport interface Locale { name: string }\n',
      },
    });
    const files = await fetchPackageTypes('dayjs', `${CDN}/dayjs@1.11.13?external=react`, fetcher);
    expect(Object.keys(files).sort()).toEqual([
      'file:///node_modules/dayjs/globals.d.ts',
      'file:///node_modules/dayjs/index.d.ts',
      'file:///node_modules/dayjs/locale/types.d.ts',
    ]);
    const entry = files['file:///node_modules/dayjs/index.d.ts'];
    expect(entry).toContain('/// <reference path="./globals.d.ts" />');
    expect(entry).toContain('import { Locale } from "./locale/types";');
    expect(entry).toContain('import type { FC } from "react";');
    expect(files['file:///node_modules/dayjs/locale/types.d.ts']).toContain('import "../index";');
  });

  it('gives nothing for a package whose CDN answer names no declarations: its import is then any', async () => {
    const fetcher = stubFetch({ [`${CDN}/plain@1.0.0`]: { body: 'export default 1;' } });
    expect(await fetchPackageTypes('plain', `${CDN}/plain@1.0.0`, fetcher)).toEqual({});
  });
});
