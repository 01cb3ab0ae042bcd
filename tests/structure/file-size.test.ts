// @vitest-environment node
import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

/**
 * The house rule: a module past about 300 lines splits into hooks and modules of one job each, unless
 * the reason it does not is written at its top (a comment saying "Past 300 lines because …" or "Long on
 * purpose: …"). Tests and stylesheets are not held to it.
 */
const LIMIT = 300;
const REASON = /^\s*(\/\/|\/\*|\*).*(Past 300 lines because|Long on purpose)/m;

describe('module size', () => {
  it(`keeps every module under ${LIMIT} lines, or says at its top why not`, () => {
    const files = globSync(
      ['library/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'demos/**/*.{ts,tsx}', 'tests/bench/**/*.mjs'],
      {
        ignore: ['**/*.test.*', '**/*.spec.*', '**/node_modules/**'],
      },
    );
    expect(files.length).toBeGreaterThan(300);
    const unexplained = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      const lines = text.split('\n').length;
      return lines > LIMIT && !REASON.test(text.split('\n').slice(0, 6).join('\n'));
    });
    expect(unexplained).toEqual([]);
  });
});
