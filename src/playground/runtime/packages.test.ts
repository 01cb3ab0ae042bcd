import { describe, expect, it } from 'vitest';
import { loadPackages, shareRuntimeModules } from './packages';

const item = (specifier: string) => ({
  specifier,
  address: `https://cdn.example/${specifier}@1.0.0`,
  load: `https://cdn.example/${specifier}@1.0.0?x`,
});

describe('loadPackages', () => {
  it('hands each package to require as an ES module, so default and named imports read from it', async () => {
    const namespace = Object.freeze({ __proto__: null, default: 'the default', named: 'a named export' });
    const { modules, failures } = await loadPackages([item('dayjs')], async () => namespace);
    expect(failures).toEqual([]);
    expect(modules.dayjs).toEqual({ __esModule: true, default: 'the default', named: 'a named export' });
  });

  it('names the package, its address and why it did not load', async () => {
    const importer = async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    };
    const answers: Record<string, () => Promise<Response>> = {
      'https://cdn.example/gone@1.0.0?x': async () => new Response('', { status: 404, statusText: 'Not Found' }),
      'https://cdn.example/offline@1.0.0?x': async () => {
        throw new TypeError('Failed to fetch');
      },
      'https://cdn.example/broken@1.0.0?x': async () => new Response('export const = ;'),
    };
    const fetcher = ((address: string) => answers[address]()) as unknown as typeof fetch;
    const { failures } = await loadPackages([item('gone'), item('offline'), item('broken')], importer, fetcher);
    expect(failures).toEqual([
      'Could not load "gone" from https://cdn.example/gone@1.0.0: the server answered 404 Not Found',
      'Could not load "offline" from https://cdn.example/offline@1.0.0: the network request failed',
      'Could not load "broken" from https://cdn.example/broken@1.0.0: Failed to fetch dynamically imported module',
    ]);
  });
});

describe('shareRuntimeModules', () => {
  it('maps each provided module to a module re-exporting the runtime’s copy', async () => {
    document.head.innerHTML = '';
    shareRuntimeModules(document, { react: { default: 'React', useState: 1, 'not-a-name': 2 } }, '__runtime');
    const script = document.head.querySelector('script[type="importmap"]');
    const { imports } = JSON.parse(script?.textContent ?? '{}') as { imports: Record<string, string> };
    const source = decodeURIComponent(imports.react.replace(/^data:text\/javascript;charset=utf-8,/, ''));
    expect(source).toContain('globalThis["__runtime"]["react"]');
    expect(source).toContain('export default m.default ?? m;');
    expect(source).toContain('export const { useState } = m;');
  });
});
