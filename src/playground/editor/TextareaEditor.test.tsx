import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
