import { describe, expect, it } from 'vitest';
import { frameAddress, mapDependencies, parsePackageSpecifier, resolvePackage, versionInAddress } from './packages';

const CDN = 'https://cdn.example';

describe('parsePackageSpecifier', () => {
  it('splits names, scopes, versions and subpaths', () => {
    expect(parsePackageSpecifier('dayjs')).toEqual({ name: 'dayjs', subpath: '' });
    expect(parsePackageSpecifier('dayjs@1.11.13')).toEqual({ name: 'dayjs', version: '1.11.13', subpath: '' });
    expect(parsePackageSpecifier('dayjs/plugin/utc')).toEqual({ name: 'dayjs', subpath: '/plugin/utc' });
    expect(parsePackageSpecifier('@tanstack/react-query@5/build')).toEqual({
      name: '@tanstack/react-query',
      version: '5',
      subpath: '/build',
    });
  });

  it('refuses what is no package name', () => {
    expect(parsePackageSpecifier('./local')).toBeNull();
    expect(parsePackageSpecifier('https://x.example/a.js')).toBeNull();
    expect(parsePackageSpecifier('@scope')).toBeNull();
  });
});

describe('resolvePackage', () => {
  const map = {
    imports: {
      dayjs: 'https://cdn.example/dayjs@1.11.13',
      'lodash/': 'https://other.example/lodash@4/',
      plain: 'https://files.example/plain.js',
    },
  };

  it('takes the map’s exact entry, then its longest prefix', () => {
    expect(resolvePackage('dayjs', map, CDN)).toEqual({ kind: 'address', address: 'https://cdn.example/dayjs@1.11.13' });
    expect(resolvePackage('plain', map, CDN)).toEqual({ kind: 'address', address: 'https://files.example/plain.js' });
    expect(resolvePackage('lodash/debounce', map, CDN)).toEqual({
      kind: 'address',
      address: 'https://other.example/lodash@4/debounce',
    });
  });

  it('understands name@version in the import', () => {
    expect(resolvePackage('nanoid@5.0.9/non-secure', map, `${CDN}/`)).toEqual({
      kind: 'address',
      address: 'https://cdn.example/nanoid@5.0.9/non-secure',
    });
  });

  it('gives a subpath the version the map pinned for its package', () => {
    expect(resolvePackage('dayjs/plugin/utc', map, CDN)).toEqual({
      kind: 'address',
      address: 'https://cdn.example/dayjs@1.11.13/plugin/utc',
    });
  });

  it('asks for a pin when nothing says which version', () => {
    expect(resolvePackage('zod', map, CDN)).toEqual({ kind: 'unpinned', name: 'zod' });
    expect(resolvePackage('plain/sub', map, CDN)).toEqual({ kind: 'unpinned', name: 'plain' });
    expect(resolvePackage('Not a name', map, CDN)).toBeNull();
  });
});

describe('frameAddress', () => {
  it('asks the CDN to leave React, ReactDOM and the library external', () => {
    expect(frameAddress('https://cdn.example/dayjs@1.11.13', CDN)).toBe(
      'https://cdn.example/dayjs@1.11.13?external=react,react-dom,aquila-ui',
    );
    expect(frameAddress('https://cdn.example/x@1?target=es2022', CDN)).toBe(
      'https://cdn.example/x@1?target=es2022&external=react,react-dom,aquila-ui',
    );
  });

  it('leaves other hosts, and addresses that already choose, alone', () => {
    expect(frameAddress('https://files.example/plain.js', CDN)).toBe('https://files.example/plain.js');
    expect(frameAddress('https://cdn.example/x@1?deps=react@19', CDN)).toBe('https://cdn.example/x@1?deps=react@19');
  });
});

describe('mapDependencies', () => {
  it('lists pinned packages by version and keeps plain addresses apart', () => {
    const map = {
      imports: {
        dayjs: 'https://esm.sh/dayjs@1.11.13',
        '@scope/pkg': 'https://esm.sh/@scope/pkg@2.0.0?external=react',
        react: 'https://esm.sh/react@19.0.0',
        widget: 'https://files.example/widget.js',
      },
    };
    expect(mapDependencies(map, ['react'])).toEqual({
      dependencies: { dayjs: '1.11.13', '@scope/pkg': '2.0.0' },
      addresses: { widget: 'https://files.example/widget.js' },
    });
  });

  it('reads the version after the package’s own name only', () => {
    expect(versionInAddress('https://esm.sh/preact-dayjs@3.0.0', 'dayjs')).toBeNull();
    expect(versionInAddress('https://esm.sh/dayjs@1.2.3/esm/index.js', 'dayjs')).toBe('1.2.3');
  });
});
