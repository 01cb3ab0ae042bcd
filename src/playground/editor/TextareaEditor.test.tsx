import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offsetOf } from './text-offset';
import { TextareaEditor } from './TextareaEditor';

function Harness({ onFormat }: { onFormat?: () => void }) {
  const [value, setValue] = useState('a');
  return (
    <>
      <TextareaEditor
        path="/x.tsx"
        language="typescript"
        value={value}
        onChange={setValue}
        markers={[]}
        label="TS file"
        onFormat={onFormat}
      />
      <button type="button">After</button>
    </>
  );
}

describe('TextareaEditor', () => {
  it('takes focus as it appears when asked to, unless the person holds focus elsewhere', () => {
    const props = { path: '/x.tsx', language: 'typescript' as const, value: 'a', onChange: () => {}, markers: [] };
    const { unmount } = render(<TextareaEditor {...props} label="Asked" autoFocus />);
    expect(screen.getByRole('textbox', { name: 'Asked' })).toHaveFocus();
    unmount();

    render(<button type="button">Elsewhere</button>);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    render(<TextareaEditor {...props} label="Too late" autoFocus />);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();

    render(<TextareaEditor {...props} label="Not asked" />);
    expect(screen.getByRole('textbox', { name: 'Not asked' })).not.toHaveFocus();
  });

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

/** Whether each F's keydown had its default prevented, read once it has bubbled past React's handlers. */
function defaultPreventedOfKeyF() {
  const prevented = vi.fn();
  const listener = (event: KeyboardEvent) => event.code === 'KeyF' && prevented(event.defaultPrevented);
  document.addEventListener('keydown', listener);
  onTestFinished(() => document.removeEventListener('keydown', listener));
  return prevented;
}

describe('TextareaEditor format key', () => {
  it('asks the page to format on Shift+Alt+F, typing nothing', async () => {
    const user = userEvent.setup();
    const onFormat = vi.fn();
    render(<Harness onFormat={onFormat} />);
    const editor = screen.getByRole('textbox', { name: 'TS file' });
    const prevented = defaultPreventedOfKeyF();
    await user.click(editor);
    await user.keyboard('{Shift>}{Alt>}[KeyF]{/Alt}{/Shift}');
    expect(onFormat).toHaveBeenCalledTimes(1);
    expect(prevented).toHaveBeenCalledWith(true);
    expect(editor).toHaveValue('a');
    // F alone, or with Shift only, is typed.
    await user.keyboard('{End}f{Shift>}F{/Shift}');
    expect(onFormat).toHaveBeenCalledTimes(1);
    expect(editor).toHaveValue('afF');
  });

  it('leaves Shift+Alt+F to the browser when the page does not format', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const editor = screen.getByRole('textbox', { name: 'TS file' });
    const prevented = defaultPreventedOfKeyF();
    await user.click(editor);
    await user.keyboard('{Shift>}{Alt>}[KeyF]{/Alt}{/Shift}');
    expect(prevented).toHaveBeenCalledWith(false);
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
