// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dependencyTypes, editorPath } from './playground-types';

const installed = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../node_modules', file), 'utf8');

describe('dependencyTypes', () => {
  it('gives the editor the typings of what the declarations import, and of what those import, as installed', () => {
    const files = dependencyTypes(["import type { Placement } from '@floating-ui/react-dom';\nimport { type Ref } from 'react';\n"]);
    expect(Object.keys(files).sort()).toEqual([
      editorPath('@floating-ui/core', 'dist/floating-ui.core.d.ts'),
      editorPath('@floating-ui/core', 'package.json'),
      editorPath('@floating-ui/dom', 'dist/floating-ui.dom.d.ts'),
      editorPath('@floating-ui/dom', 'package.json'),
      editorPath('@floating-ui/react-dom', 'dist/floating-ui.react-dom.d.ts'),
      editorPath('@floating-ui/react-dom', 'package.json'),
      editorPath('@floating-ui/utils', 'dist/floating-ui.utils.d.ts'),
      editorPath('@floating-ui/utils', 'dom/floating-ui.utils.dom.d.ts'),
      editorPath('@floating-ui/utils', 'dom/package.json'),
      editorPath('@floating-ui/utils', 'package.json'),
    ]);
    const typings = editorPath('@floating-ui/react-dom', 'dist/floating-ui.react-dom.d.ts');
    expect(files[typings]).toBe(installed('@floating-ui/react-dom/dist/floating-ui.react-dom.d.ts'));
  });

  it('leaves out a package that is not installed, as an app would not find it either', () => {
    expect(dependencyTypes(["import type { X } from 'not-a-package';\n"])).toEqual({});
  });
});
