import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as root from './index.ts';

// The package's surface is what its pages teach: a value the root exports and no page names is either
// undocumented API that users would come to rely on, or an internal that leaked out of a folder's index.
const demos = path.resolve(__dirname, '../demos');
const pageTexts = readdirSync(demos)
  .map((folder) => path.join(demos, folder, 'page.ts'))
  .filter(existsSync)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('the public surface', () => {
  it('exports only values that some component page names', () => {
    const unnamed = Object.keys(root).filter((name) => !new RegExp(`\\b${name}\\b`).test(pageTexts));
    expect(unnamed).toEqual([]);
  });

  it('exports each of the thirty components', () => {
    const components = Object.keys(root).filter(
      (name) => /^[A-Z][a-z]/.test(name) && typeof root[name as keyof typeof root] === 'function',
    );
    expect(components.length).toBeGreaterThanOrEqual(30);
  });
});
