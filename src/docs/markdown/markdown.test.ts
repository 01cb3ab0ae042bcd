import { describe, expect, it } from 'vitest';
import type { DocPage } from '../../demo-model/doc-page';
import { describeFile } from '../../demo-model/files';
import { componentMarkdown } from './component-markdown';
import { htmlToMarkdown } from './html-markdown';
import { llmsIndex } from './llms';
import { codeCell, fence, table } from './markdown';

describe('Markdown pieces', () => {
  it('fences code with more backticks than it holds, and writes table cells on one line, pipes escaped', () => {
    expect(fence('tsx', 'const a = `x`;\n')).toBe('```tsx\nconst a = `x`;\n```');
    expect(fence('md', 'a ``` b')).toBe('````md\na ``` b\n````');
    expect(codeCell("'small' | 'large'")).toBe("`'small' | 'large'`");
    expect(codeCell('`x`')).toBe('`` `x` ``');
    expect(codeCell('')).toBe('');
    expect(table(['A', 'B'], [['one\ntwo', 'x|y']])).toBe('| A | B |\n| --- | --- |\n| one two | x\\|y |');
  });
});

const PAGE: DocPage = {
  title: 'Button',
  description: 'Starts an action.',
  whenToUse: ['To submit a form.'],
  imports: ['Button'],
  entry: 'button',
  demos: [{ id: 'button-demo1', title: 'Variants', description: 'Four variants.' }],
  api: ['Button'],
  keyboard: [{ keys: 'Enter', action: 'Presses the button' }],
  notes: [{ heading: 'Usage', items: ['`type` is "button" by default.'] }],
};

describe('componentMarkdown', () => {
  it('writes the title, the import line, each example’s files, the API and keyboard tables and the notes', () => {
    const markdown = componentMarkdown({
      page: PAGE,
      path: '/components/button',
      demoFiles: (demoId) => ['index.html', `${demoId}.tsx`, `${demoId}.scss`].map(describeFile),
      demoSource: (demoId, name) =>
        ({
          'index.html': '<div id="root"></div>',
          [`${demoId}.tsx`]: 'export default () => <Button>Go</Button>;\n',
          [`${demoId}.scss`]: '.a {}\n',
        })[name] ?? null,
      apis: [
        {
          name: 'Button',
          description: 'A native button.',
          rows: [
            {
              property: 'variant',
              description: 'How it is painted.',
              type: "'filled' | 'text'",
              default: "'filled'",
              required: false,
            },
          ],
        },
      ],
    });
    expect(markdown).toBe(`# Button

> Starts an action.

## When to use

- To submit a form.

## Import

\`\`\`tsx
import { Button } from 'aquila-ui/button';
\`\`\`

## Examples

### Variants

Four variants.

button-demo1.tsx:

\`\`\`tsx
export default () => <Button>Go</Button>;
\`\`\`

button-demo1.scss:

\`\`\`scss
.a {}
\`\`\`

## API

### Button

A native button.

| Property | Description | Type | Default |
| --- | --- | --- | --- |
| \`variant\` | How it is painted. | \`'filled' \\| 'text'\` | \`'filled'\` |

## Keyboard

| Keys | Action |
| --- | --- |
| Enter | Presses the button |

## Notes

### Usage

- \`type\` is "button" by default.
`);
  });
});

describe('htmlToMarkdown', () => {
  it('keeps the page from its title on, without the site’s chrome, with tables and absolute links', () => {
    const html = `<a href="#main">Skip</a><header><nav><a href="/overview">Overview</a></nav></header>
      <main><p>Guides</p><article><h1>Guides</h1><p>See <a href="/guides/migrating">the migration guide</a>.</p>
      <button>Copy page</button><svg aria-hidden="true"></svg><div data-markdown-skip><a href="/guides.md">Markdown</a></div>
      <table><thead><tr><th>Rule</th><th>Example</th></tr></thead><tbody><tr><td>One scale</td><td><code>size</code></td></tr></tbody></table>
      </article></main><footer>Footer</footer>`;
    expect(htmlToMarkdown(html, 'https://example.org')).toBe(`# Guides

See [the migration guide](https://example.org/guides/migrating).

| Rule | Example |
| --- | --- |
| One scale | \`size\` |
`);
  });
});

describe('llmsIndex', () => {
  it('lists each section’s pages with their Markdown links', () => {
    expect(
      llmsIndex('https://example.org', [
        { heading: 'Components', pages: [{ title: 'Button', path: '/components/button', description: 'Starts an action.' }] },
      ]),
    ).toMatch(
      /^# Aquila UI\n\n> .+\n\n## Components\n\n- \[Button\]\(https:\/\/example\.org\/components\/button\.md\): Starts an action\.\n$/,
    );
  });
});
