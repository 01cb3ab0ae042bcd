import { render } from '@testing-library/react';
import { inlineCode, splitInlineCode } from './inline-code';

const codeOf = (text: string) =>
  [...render(<p>{inlineCode(text)}</p>).container.querySelectorAll('code')].map((code) => code.textContent);

describe('splitInlineCode', () => {
  it('turns each backticked span into code and keeps the prose around it', () => {
    expect(splitInlineCode('Pass `value` with `onChange`.')).toEqual([
      { text: 'Pass ', code: false },
      { text: 'value', code: true },
      { text: ' with ', code: false },
      { text: 'onChange', code: true },
      { text: '.', code: false },
    ]);
  });

  it('leaves a text without backticks whole', () => {
    expect(splitInlineCode('No code here.')).toEqual([{ text: 'No code here.', code: false }]);
    expect(splitInlineCode('')).toEqual([]);
  });

  it('leaves a backtick nothing closes in the prose', () => {
    expect(splitInlineCode('an odd ` backtick')).toEqual([{ text: 'an odd ` backtick', code: false }]);
    expect(splitInlineCode('`null` and a stray `')).toEqual([
      { text: 'null', code: true },
      { text: ' and a stray `', code: false },
    ]);
  });

  it('reads code holding backticks between two, dropping the space that pads it', () => {
    expect(splitInlineCode('throws "`` `aspectRatio` should > 0 ``"')).toEqual([
      { text: 'throws "', code: false },
      { text: '`aspectRatio` should > 0', code: true },
      { text: '"', code: false },
    ]);
  });
});

describe('inlineCode', () => {
  it('renders the spans as code elements, with no backticks left on screen', () => {
    const { container } = render(<p>{inlineCode("value={null} or `value=''` clears `<Select>`")}</p>);
    expect([...container.querySelectorAll('code')].map((code) => code.textContent)).toEqual(["value=''", '<Select>']);
    expect(container.textContent).toBe("value={null} or value='' clears <Select>");
  });

  it('renders markup in the text as text, never as elements', () => {
    const { container } = render(<p>{inlineCode('a <b>bold</b> claim and `<img onerror=x>`')}</p>);
    expect(container.querySelector('b, img')).toBeNull();
    expect(codeOf('`<img onerror=x>`')).toEqual(['<img onerror=x>']);
  });
});
