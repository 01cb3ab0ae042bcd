// ESLint flat config: typescript-eslint's recommended rules (syntax only, no type information, so it
// stays fast) and the React hooks rules. Formatting is Prettier's job (`.prettierrc.json`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-lib/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/', '.vite/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      // The code drops keys with `const { a: _a, ...rest } = x`; `_` marks a deliberately unused name (as tsc does).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // React 19's rules (refs read or written during render, setState in render and in effects, impure
      // render, components made during render…), all of them and all errors, as React's compiler needs them kept.
      ...Object.fromEntries(Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error'])),
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // Node scripts (the static server, the benchmark, this file).
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The benchmark's functions given to Playwright's `page.evaluate` run in the browser.
    files: ['tests/bench/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
