import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { Input, type InputType } from './Input.tsx';

const wrapperOf = (control: HTMLElement) => control.closest('.aq-input') as HTMLElement;

describe('Input', () => {
  itConforms(Input, { props: { label: 'Name' }, element: 'input' });
  itConforms(Input, { props: { label: 'Notes', type: 'textarea' }, element: 'textarea' });

  it('renders a labelled text input by default, inside an aq-input wrapper', () => {
    render(<Input label="Name" />);
    const control = screen.getByRole('textbox', { name: 'Name' });
    expect(control.tagName).toBe('INPUT');
    expect(control).toHaveAttribute('type', 'text');
    expect(control).toHaveValue('');
    expect(control).toHaveClass('aq-input__control');
    expect(wrapperOf(control)).toHaveAttribute('data-type', 'text');
    expect(control).not.toBeRequired();
    expect(control).toBeEnabled();
  });

  it.each<[InputType, string]>([
    ['text', 'textbox'],
    ['email', 'textbox'],
    ['number', 'spinbutton'],
    ['search', 'searchbox'],
    ['tel', 'textbox'],
    ['url', 'textbox'],
  ])('type="%s" renders <input type="%s"> with the %s role', (type, role) => {
    render(<Input label="Field" type={type} />);
    const control = screen.getByRole(role, { name: 'Field' });
    expect(control.tagName).toBe('INPUT');
    expect(control).toHaveAttribute('type', type);
    expect(wrapperOf(control)).toHaveAttribute('data-type', type);
  });

  it('type="password" renders a password input', () => {
    render(<Input label="Password" type="password" />);
    const control = screen.getByLabelText('Password');
    expect(control.tagName).toBe('INPUT');
    expect(control).toHaveAttribute('type', 'password');
  });

  it('type="textarea" renders a <textarea> with the given rows that keeps long, multi-line text', async () => {
    const user = userEvent.setup();
    const long = `${'A long line of text. '.repeat(40)}\nSecond paragraph.`;
    render(<Input label="Notes" type="textarea" rows={6} defaultValue={long} />);
    const control = screen.getByRole('textbox', { name: 'Notes' });
    expect(control.tagName).toBe('TEXTAREA');
    expect(control).not.toHaveAttribute('type');
    expect(control).toHaveAttribute('rows', '6');
    expect(control).toHaveValue(long);
    await user.type(control, '{Enter}Third.');
    expect(control).toHaveValue(`${long}\nThird.`);
  });

  it('ties the label to the control, with a generated id or the given one', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Input label="Email" />);
    const control = screen.getByLabelText('Email');
    expect(control.id).not.toBe('');
    await user.click(screen.getByText('Email'));
    expect(control).toHaveFocus();

    rerender(<Input label="Email" id="login-email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'login-email');
  });

  it('renders the prefix before and the suffix after the value, only when given', () => {
    const { rerender } = render(<Input label="Price" prefix={<svg data-icon="coin" aria-hidden="true" />} suffix="EUR" />);
    const control = screen.getByRole('textbox', { name: 'Price' });
    const prefix = wrapperOf(control).querySelector('.aq-input-prefix')!;
    const suffix = screen.getByText('EUR');
    expect(prefix.querySelector('[data-icon="coin"]')).not.toBeNull();
    expect(suffix).toHaveClass('aq-input-suffix');
    expect(prefix.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(control.compareDocumentPosition(suffix) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    rerender(<Input label="Price" />);
    expect(wrapperOf(screen.getByRole('textbox')).querySelector('.aq-input-prefix, .aq-input-suffix')).toBeNull();
  });

  it('focuses the control when its prefix or suffix is pressed', async () => {
    const user = userEvent.setup();
    render(<Input label="Website" prefix="https://" suffix=".com" />);
    await user.click(screen.getByText('https://'));
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveFocus();
    await user.click(document.body);
    await user.click(screen.getByText('.com'));
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveFocus();
  });

  it('adds a hidden asterisk after the label only when required, and marks the control required', () => {
    const { rerender } = render(<Input label="Email" />);
    expect(screen.queryByText('*')).not.toBeInTheDocument();

    rerender(<Input label="Email" required />);
    const asterisk = screen.getByText('*');
    expect(asterisk).toHaveClass('aq-form-field__asterisk');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    const control = screen.getByRole('textbox', { name: 'Email' });
    expect(control).toBeRequired();
    expect(control).toHaveAttribute('aria-required', 'true');
    expect(wrapperOf(control)).toHaveAttribute('data-required', '');
  });

  it('shows the supplied errors under the field, describing the control and marking it invalid', () => {
    render(<Input label="Email" errors={['Email is required', 'Enter a valid e-mail address']} />);
    const control = screen.getByRole('textbox', { name: 'Email' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toBeInvalid();
    const errorId = control.getAttribute('aria-describedby')!;
    const region = document.getElementById(errorId)!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Email is requiredEnter a valid e-mail address');
    expect(control).toHaveAccessibleDescription('Email is required Enter a valid e-mail address');
    expect(wrapperOf(control)).toHaveAttribute('data-invalid', '');
    // Under the field: the error region follows the control.
    expect(control.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is neither invalid nor described when errors are absent, empty or blank', () => {
    const { rerender } = render(<Input label="Email" />);
    const control = screen.getByRole('textbox', { name: 'Email' });
    for (const errors of [undefined, [], ['', null, false]]) {
      rerender(<Input label="Email" errors={errors} />);
      expect(control).not.toHaveAttribute('aria-invalid');
      expect(control).not.toHaveAttribute('aria-describedby');
      expect(wrapperOf(control)).not.toHaveAttribute('data-invalid');
    }
  });

  it('keeps the consumer aria-describedby and adds the errors to it', () => {
    render(
      <>
        <p id="email-hint">We never share it.</p>
        <Input label="Email" aria-describedby="email-hint" errors={['Email is required']} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We never share it. Email is required');
  });

  it('clears the errors as soon as the user types, and keeps them hidden for the same array', async () => {
    const user = userEvent.setup();
    const errors = ['Email is required'];
    const { rerender } = render(<Input label="Email" errors={errors} />);
    const control = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await user.type(control, 'a');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).not.toHaveAttribute('aria-describedby');
    expect(wrapperOf(control)).not.toHaveAttribute('data-invalid');

    rerender(<Input label="Email" errors={errors} />);
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('shows errors again when a new errors array is supplied', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Input label="Email" errors={['Email is required']} />);
    const control = screen.getByRole('textbox', { name: 'Email' });
    await user.type(control, 'ab');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();

    rerender(<Input label="Email" errors={['Enter a valid e-mail address']} />);
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(control).toHaveAttribute('aria-invalid', 'true');

    await user.type(control, 'c');
    expect(screen.queryByText('Enter a valid e-mail address')).not.toBeInTheDocument();
  });

  it('clears errors in a controlled field whose parent re-renders with a stable array', async () => {
    const user = userEvent.setup();
    const errors = ['Too short'];
    function Controlled() {
      const [value, setValue] = useState('');
      return <Input label="Name" value={value} onChange={setValue} errors={errors} />;
    }
    render(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.queryByText('Too short')).not.toBeInTheDocument();
  });

  it('calls onChange with the new value and the event; uncontrolled it keeps its own value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Input label="Name" defaultValue="A" onChange={onChange} />);
    const control = screen.getByRole('textbox', { name: 'Name' });
    expect(control).toHaveValue('A');
    await user.type(control, 'da');
    expect(control).toHaveValue('Ada');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith('Ada', expect.objectContaining({ target: control }));
  });

  it('shows only the value it is given when controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Input label="Name" value="Fixed" onChange={onChange} />);
    const control = screen.getByRole('textbox', { name: 'Name' });
    await user.type(control, 'x');
    expect(onChange).toHaveBeenCalledWith('Fixedx', expect.anything());
    expect(control).toHaveValue('Fixed');
  });

  it('warns once in development when value comes without onChange, unless the field is read-only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(<Input label="Name" value="Ada" />);
    rerender(<Input label="Name" value="Ada Lovelace" />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('Input got `value` without `onChange`');
    expect(warn.mock.calls[0][0]).toContain('`defaultValue`');
    warn.mockClear();
    render(<Input label="Code" value="A-17" readOnly />);
    render(<Input label="City" value="Lyon" onChange={() => {}} />);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('lets onChange reject an edit with preventDefault, which also keeps the errors shown', async () => {
    const user = userEvent.setup();
    render(
      <Input
        label="Code"
        errors={['Digits only']}
        onChange={(value, event) => {
          if (/\D/.test(value)) event.preventDefault();
        }}
      />,
    );
    const control = screen.getByRole('textbox', { name: 'Code' });
    await user.type(control, 'x');
    expect(control).toHaveValue('');
    expect(screen.getByText('Digits only')).toBeInTheDocument();
    await user.type(control, '4');
    expect(control).toHaveValue('4');
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument();
  });

  describe('password visibility toggle', () => {
    it('switches the input type between password and text, reflecting the state in aria-pressed', async () => {
      const user = userEvent.setup();
      render(<Input label="Password" type="password" defaultValue="s3cret!" />);
      const control = screen.getByLabelText('Password');
      const toggle = screen.getByRole('button', { name: 'Show password' });
      expect(toggle).toHaveAttribute('type', 'button');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(toggle).toHaveAttribute('aria-controls', control.id);

      await user.click(toggle);
      expect(control).toHaveAttribute('type', 'text');
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(control).toHaveValue('s3cret!');

      await user.click(toggle);
      expect(control).toHaveAttribute('type', 'password');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });

    it('leaves focus and the caret in the field when pressed with the pointer', async () => {
      const user = userEvent.setup();
      render(<Input label="Password" type="password" defaultValue="abcdef" />);
      const control = screen.getByLabelText('Password') as HTMLInputElement;
      await user.click(control);
      control.setSelectionRange(2, 2);
      await user.click(screen.getByRole('button', { name: 'Show password' }));
      expect(control).toHaveAttribute('type', 'text');
      expect(control).toHaveFocus();
      expect(control.selectionStart).toBe(2);
      await user.keyboard('X');
      expect(control).toHaveValue('abXcdef');
    });

    it('is reached with Tab after the field and operated with Enter and Space, keeping focus on itself', async () => {
      const user = userEvent.setup();
      render(<Input label="Password" type="password" />);
      await user.tab();
      expect(screen.getByLabelText('Password')).toHaveFocus();
      await user.tab();
      const toggle = screen.getByRole('button', { name: 'Show password' });
      expect(toggle).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
      await user.keyboard(' ');
      expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
      expect(toggle).toHaveFocus();
    });

    it('takes its accessible name from passwordToggleLabel', () => {
      render(<Input label="Contraseña" type="password" passwordToggleLabel="Mostrar contraseña" />);
      expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
    });

    it('appears only for type="password"', () => {
      render(<Input label="Name" />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  it('disables the control and the password toggle, and ignores input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Input label="Password" type="password" defaultValue="abc" disabled onChange={onChange} prefix="#" />);
    const control = screen.getByLabelText('Password');
    expect(control).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
    expect(wrapperOf(control)).toHaveAttribute('data-disabled', '');
    await user.type(control, 'x');
    await user.click(screen.getByText('#'));
    expect(control).toHaveValue('abc');
    expect(control).not.toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('puts wrapperProps on the outer field', () => {
    render(<Input label="Name" wrapperProps={{ className: 'wide', style: { width: '300px' }, title: 'field' }} />);
    const wrapper = wrapperOf(screen.getByRole('textbox', { name: 'Name' }));
    expect(wrapper).toHaveClass('aq-input', 'aq-form-field', 'wide');
    expect(wrapper.style.width).toBe('300px');
    expect(wrapper).toHaveAttribute('title', 'field');
  });

  it('has no axe violations in any of its states', async () => {
    const { container } = render(
      <form aria-label="Profile">
        <Input label="Name" required prefix="@" suffix=".dev" />
        <Input label="Email" type="email" errors={['Enter a valid e-mail address']} />
        <Input label="Password" type="password" defaultValue="secret" />
        <Input label="Age" type="number" disabled defaultValue="42" />
        <Input label="About" type="textarea" rows={4} />
      </form>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

describe('Input slots left empty by a condition', () => {
  it('renders no prefix, suffix or label box for false, null or an empty string', () => {
    const showIcon = false;
    const { container } = render(<Input aria-label="Plain" prefix={showIcon && <span>icon</span>} suffix="" label="" />);
    expect(container.querySelector('.aq-input-prefix, .aq-input-suffix, label')).toBeNull();
  });
});
