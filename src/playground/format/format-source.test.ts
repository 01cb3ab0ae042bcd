// @vitest-environment node
import { formatSource } from './format-source';

describe('formatSource', () => {
  it("formats TSX with the repository's settings: single quotes, semicolons, trailing commas, 135 columns", async () => {
    const source = [
      'import { Button } from "aquila-ui"',
      'export function App() {',
      '  const items = [ "one", "two" ]',
      '  const labels = { first: "a very long label that keeps going", second: "another label of some length", third: "and the third, which is past the line" }',
      '  return <Button onClick={() => console.log(items, labels)}>Hi</Button>',
      '}',
    ].join('\n');
    expect(await formatSource('App.tsx', source)).toBe(
      [
        "import { Button } from 'aquila-ui';",
        'export function App() {',
        "  const items = ['one', 'two'];",
        '  const labels = {',
        "    first: 'a very long label that keeps going',",
        "    second: 'another label of some length',",
        "    third: 'and the third, which is past the line',",
        '  };',
        '  return <Button onClick={() => console.log(items, labels)}>Hi</Button>;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('keeps a line of up to 135 columns whole', async () => {
    const line = `export const words = ['${'x'.repeat(50)}', '${'y'.repeat(50)}'];`;
    expect(line.length).toBeGreaterThan(80);
    expect(line.length).toBeLessThanOrEqual(135);
    expect(await formatSource('words.ts', line)).toBe(`${line}\n`);
  });

  it('formats a .ts file whose generics would read as JSX in a .tsx one', async () => {
    expect(await formatSource('id.ts', 'const id = <T,>(x: T) => x')).toBe('const id = <T>(x: T) => x;\n');
  });

  it('formats SCSS and CSS', async () => {
    expect(await formatSource('Card.scss', '.card{ $gap:4px; padding:$gap*2; &:hover{color:red} }')).toBe(
      ['.card {', '  $gap: 4px;', '  padding: $gap * 2;', '  &:hover {', '    color: red;', '  }', '}', ''].join('\n'),
    );
    expect(await formatSource('base.css', 'a{color:red;margin:0}')).toBe('a {\n  color: red;\n  margin: 0;\n}\n');
  });

  it("gives Prettier's message and place for a syntax error, without the code frame", async () => {
    await expect(formatSource('App.tsx', 'const a = (\nfoo bar;\n')).rejects.toThrow(/^'\)' expected\. \(2:5\)$/);
    await expect(formatSource('Card.scss', '.a { color: red;\n .b {\n')).rejects.toThrow(/^CssSyntaxError: Unclosed block \(2:2\)$/);
  });

  it('says which files it cannot format', async () => {
    await expect(formatSource('index.html', '<p>')).rejects.toThrow(
      'index.html cannot be formatted: only .tsx, .ts, .scss and .css files can.',
    );
    await expect(formatSource('README', 'text')).rejects.toThrow('README cannot be formatted');
  });
});
