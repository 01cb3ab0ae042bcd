import { describe, expect, it } from 'vitest';
import { formatAttribute, readAllJsxProps, readJsxProps, writeJsxProp } from './jsx-props';

const sample = `import { useState } from 'react';
import { Button } from 'aquila-ui';

export default function Sample() {
  const [count, setCount] = useState<number>(0);
  return (
    <div className="stage">
      <Button
        size="small"
        disabled={false}
        onClick={() => setCount((value) => value + 1)}
      >
        Clicked {count}
      </Button>
      <Button size="large">Another</Button>
    </div>
  );
}
`;

describe('readJsxProps', () => {
  it('reads literals as values and anything computed as code, from the first element of that name', () => {
    const reading = readJsxProps(sample, 'Button');
    expect(reading).toEqual({
      status: 'found',
      spread: false,
      props: {
        size: { kind: 'value', value: 'small' },
        disabled: { kind: 'value', value: false },
        onClick: { kind: 'code', text: '() => setCount((value) => value + 1)' },
      },
    });
  });

  it('reads a bare attribute as true, braces around numbers, negatives and plain template strings', () => {
    const reading = readJsxProps('const a = <Rate readonly max={10} offset={-2} label={`Stars`} title={"a \\"b\\""} />;', 'Rate');
    expect(reading.status === 'found' && reading.props).toEqual({
      readonly: { kind: 'value', value: true },
      max: { kind: 'value', value: 10 },
      offset: { kind: 'value', value: -2 },
      label: { kind: 'value', value: 'Stars' },
      title: { kind: 'value', value: 'a "b"' },
    });
  });

  it('notices a spread, and says when the element is missing or the file does not parse', () => {
    expect(readJsxProps('const a = <Tag {...rest} color="red" />;', 'Tag')).toMatchObject({ status: 'found', spread: true });
    expect(readJsxProps('const a = <Tags />;', 'Tag')).toEqual({ status: 'missing' });
    expect(readJsxProps('const a = <Tag color="red" ;', 'Tag')).toMatchObject({ status: 'unreadable', message: expect.any(String) });
  });
});

describe('readAllJsxProps', () => {
  it('reads the first element of every name, as readJsxProps reads each', () => {
    const all = readAllJsxProps(sample);
    expect(Object.keys(all)).toEqual(['div', 'Button']);
    expect(all.Button).toEqual(readJsxProps(sample, 'Button'));
    expect(all.div.props).toEqual({ className: { kind: 'value', value: 'stage' } });
  });
});

describe('writeJsxProp', () => {
  it('replaces one attribute in place and leaves every other character alone', () => {
    const next = writeJsxProp(sample, 'Button', 'size', 'large');
    expect(next).toBe(sample.replace('size="small"', 'size="large"'));
    // The second <Button> is not the one the controls edit.
    expect(next).toContain('<Button size="large">Another</Button>');
  });

  it('adds a new attribute on its own line when the element has one attribute per line', () => {
    const next = writeJsxProp(sample, 'Button', 'variant', 'outlined');
    expect(next).toContain(`onClick={() => setCount((value) => value + 1)}\n        variant="outlined"\n      >`);
  });

  it('adds after the name or the last attribute on one line, and removes with the space before', () => {
    expect(writeJsxProp('<Tag>x</Tag>', 'Tag', 'closable', true)).toBe('<Tag closable>x</Tag>');
    expect(writeJsxProp('<Tag color="red" />', 'Tag', 'size', 3)).toBe('<Tag color="red" size={3} />');
    expect(writeJsxProp('<Tag color="red" size={3} />', 'Tag', 'color', undefined)).toBe('<Tag size={3} />');
    expect(writeJsxProp(sample, 'Button', 'disabled', undefined)).toBe(sample.replace('\n        disabled={false}', ''));
    expect(writeJsxProp('<Tag />', 'Tag', 'color', undefined)).toBe('<Tag />');
  });

  it('breaks an element that a change makes longer than the print width over lines, one attribute each, as Prettier would', () => {
    const long = `export default () => (\n  <div>\n    <Drawer open heading="Account settings for everyone on the whole team" placement="left" onOpenChange={setOpen} closeDesktop>\n      Hi\n    </Drawer>\n  </div>\n);\n`;
    const next = writeJsxProp(long, 'Drawer', 'width', 480);
    expect(next).toContain(
      '    <Drawer\n      open\n      heading="Account settings for everyone on the whole team"\n      placement="left"\n      onOpenChange={setOpen}\n      closeDesktop\n      width={480}\n    >\n      Hi',
    );
    expect(next.split('\n').every((line) => line.length <= 135)).toBe(true);
    // One that still fits stays on its line.
    expect(writeJsxProp('<Tag color="red" />', 'Tag', 'size', 3)).toBe('<Tag color="red" size={3} />');
    expect(writeJsxProp(`  <Tag a="${'x'.repeat(120)}" />`, 'Tag', 'b', 1)).toBe(
      `  <Tag\n    a="${'x'.repeat(120)}"\n    b={1}\n  />`,
    );
  });

  it('refuses code it cannot read, so the caller keeps the text as it was', () => {
    expect(() => writeJsxProp('<Tag color="red" ', 'Tag', 'color', 'blue')).toThrow();
    expect(() => writeJsxProp('<Tags />', 'Tag', 'color', 'blue')).toThrow('The code renders no <Tag> element.');
  });

  it.each<[string, string | number | boolean]>([
    ['label', 'plain'],
    ['label', 'with "quotes" and {braces}'],
    ['label', 'two\nlines'],
    ['label', ''],
    ['max', 0],
    ['max', -1.5],
    ['open', true],
    ['open', false],
  ])('round-trips %s = %j: what is written reads back the same', (prop, value) => {
    const written = writeJsxProp(sample, 'Button', prop, value);
    const reading = readJsxProps(written, 'Button');
    expect(reading.status === 'found' && reading.props[prop]).toEqual({ kind: 'value', value });
  });
});

describe('formatAttribute', () => {
  it('writes what JSX can hold as a plain string in quotes, and everything else in braces', () => {
    expect(formatAttribute('size', 'small')).toBe('size="small"');
    expect(formatAttribute('title', 'a "b"')).toBe('title={"a \\"b\\""}');
    expect(formatAttribute('disabled', true)).toBe('disabled');
    expect(formatAttribute('disabled', false)).toBe('disabled={false}');
    expect(formatAttribute('max', 5)).toBe('max={5}');
  });
});
