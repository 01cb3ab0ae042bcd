// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addExtensions } from './lib-declarations.mjs';

describe('addExtensions', () => {
  it('gives relative imports the file Node loads, in modules and in declaration-only output alike', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'aquila-extensions-'));
    try {
      mkdirSync(path.join(out, 'button'));
      mkdirSync(path.join(out, 'core'));
      writeFileSync(path.join(out, 'button/Button.d.ts'), '');
      writeFileSync(path.join(out, 'core/index.d.ts'), '');
      const code = [
        "import './Button.scss';",
        "import { type Ref } from 'react';",
        "import type { Guid } from '../core';",
        "export { Button } from './Button';",
        "export type Lazy = typeof import('./Button');",
        "export * from './missing';",
      ].join('\n');
      expect(addExtensions(code, path.join(out, 'button'))).toBe(
        [
          "import './Button.css';",
          "import { type Ref } from 'react';",
          "import type { Guid } from '../core/index.js';",
          "export { Button } from './Button.js';",
          "export type Lazy = typeof import('./Button.js');",
          "export * from './missing';",
        ].join('\n'),
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
