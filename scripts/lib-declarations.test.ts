// @vitest-environment node
import { shippedDeclaration, withCompiledStylesheets } from './lib-declarations.mjs';

describe('the package’s modules and declarations', () => {
  it('ship a declaration with its relative imports named as the emitted modules (.js) and no stylesheets', () => {
    const declaration = [
      "import './Button.scss';",
      "import { type Ref } from 'react';",
      "import type { Guid } from '../core/index.ts';",
      "export { Button } from './Button.tsx';",
      "export type Lazy = typeof import('./Button.tsx');",
      "export * from './data.json';",
    ].join('\n');
    expect(shippedDeclaration(declaration)).toBe(
      [
        "import { type Ref } from 'react';",
        "import type { Guid } from '../core/index.js';",
        "export { Button } from './Button.js';",
        "export type Lazy = typeof import('./Button.js');",
        "export * from './data.json';",
      ].join('\n'),
    );
  });

  it('import the compiled stylesheet beside a module, and leave its other imports as TypeScript wrote them', () => {
    expect(withCompiledStylesheets("import './Button.scss';\nimport { cx } from '../core/index.js';\nimport x from 'react';")).toBe(
      "import './Button.css';\nimport { cx } from '../core/index.js';\nimport x from 'react';",
    );
  });
});
