import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offsetOf } from './text-offset';
import { TextareaEditor } from './TextareaEditor';

function Harness() {
  const [value, setValue] = useState('a');
  return (
    <>
      <TextareaEditor path="/x.tsx" language="typescript" value={value} onChange={setValue} markers={[]} label="TS file" />
      <button type="button">After</button>
    </>
  );
}

describe('TextareaEditor', () => {
  it('indents with Tab, and Escape then Tab leaves the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const editor = screen.getByRole('textbox', { name: 'TS file' });
    await user.click(editor);
    await user.keyboard('{End}{Tab}');
    expect(editor).toHaveValue('a  ');
    expect(editor).toHaveFocus();
    await user.keyboard('{Escape}{Tab}');
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(editor).toHaveValue('a  ');
  });

  it('marks itself invalid while its file has errors', () => {
    render(
      <TextareaEditor
        path="/x"
        language="scss"
        value=""
        onChange={() => {}}
        label="SCSS file"
        markers={[{ kind: 'compile', message: 'x' }]}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'SCSS file' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('TextareaEditor reveal', () => {
  it('puts the caret on the revealed line and column, with focus in the field', () => {
    const text = 'one\ntwo words\nthree';
    const view = render(
      <TextareaEditor path="/x.tsx" language="typescript" value={text} onChange={() => {}} markers={[]} label="TS file" />,
    );
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'TS file' });
    expect(field).not.toHaveFocus();
    view.rerender(
      <TextareaEditor
        path="/x.tsx"
        language="typescript"
        value={text}
        onChange={() => {}}
        markers={[]}
        label="TS file"
        reveal={{ line: 2, column: 5 }}
      />,
    );
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(text.indexOf('words'));
    expect(field.selectionEnd).toBe(text.indexOf('words'));
  });

  it('keeps an offset inside the text for a line or column past its end', () => {
    expect(offsetOf('ab\ncd', 2, 99)).toBe(5);
    expect(offsetOf('ab\ncd', 9, 1)).toBe(5);
    expect(offsetOf('ab\ncd', 1, 2)).toBe(1);
  });
});
