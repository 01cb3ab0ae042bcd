// @vitest-environment node
import { highlighterReady, highlightSource } from './highlight-source.mjs';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const TSX = `import { Button } from 'aquila-ui/button';

export default function Demo() {
  // A comment & more
  return (
    <div className="row">
      <Button onClick={() => console.log(1 < 2)}>Save</Button>
    </div>
  );
}
`;

describe('highlightSource', () => {
  it('keeps the file’s text to the letter, escaped, its last newline too', async () => {
    const html = highlightSource(await highlighterReady(), TSX, 'typescript');
    expect(textOf(html)).toBe(TSX);
    expect(html).toContain('&lt;');
    expect(html).toContain('&amp;');
    expect(html).not.toMatch(/<(?!\/?span)/);
  });

  it('colours JSX inside a multi-line return, as the editor does', async () => {
    const html = highlightSource(await highlighterReady(), TSX, 'typescript');
    expect(html).toContain('<span class="t-tag">div</span>');
    expect(html).toContain('<span class="t-tag">Button</span>');
    expect(html).toMatch(/<span class="t-attr">className<\/span>/);
    expect(html).toMatch(/<span class="t-keyword">return<\/span>/);
    expect(html).toMatch(/<span class="t-comment">\/\/ A comment &amp; more<\/span>/);
    expect(html).toMatch(/<span class="t-string">'aquila-ui\/button'<\/span>/);
  });

  it('reads SCSS and HTML with their own grammars', async () => {
    const ready = await highlighterReady();
    expect(highlightSource(ready, '.demo {\n  display: flex;\n}\n', 'scss')).toContain('<span class="t-attr">.demo</span>');
    expect(highlightSource(ready, '<div id="root"></div>', 'html')).toContain('<span class="t-tag">div</span>');
  });

  it('refuses a language it has no grammar for', async () => {
    const ready = await highlighterReady();
    expect(() => highlightSource(ready, 'x', 'python' as 'html')).toThrow('No grammar for python');
  });
});
