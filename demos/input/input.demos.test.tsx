import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import InputDemo1 from './input-demo1/input-demo1';
import InputDemo2 from './input-demo2/input-demo2';
import InputDemo3 from './input-demo3/input-demo3';

const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('input demos', () => {
  describe('input-demo1: basic and disabled', () => {
    it('shows one field per type, with icons and a disabled field', () => {
      render(<InputDemo1 />);
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('type', 'text');
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
      expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
      expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
      expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
      expect(screen.getByRole('spinbutton', { name: 'Price' })).toBeInTheDocument();
      expect(screen.getByText('.com')).toBeInTheDocument();
      const username = screen.getByRole('textbox', { name: 'Username' });
      expect(username).toBeDisabled();
      expect(username).toHaveValue('ada.lovelace');
    });

    it('has no axe violations', async () => {
      const { container } = render(<InputDemo1 />);
      const results = await axe.run(container, { rules: { region: { enabled: false } } });
      expect(results.violations).toEqual([]);
    });
  });

  describe('input-demo2: login form', () => {
    const setup = () => {
      const user = userEvent.setup();
      render(<InputDemo2 />);
      return {
        user,
        email: screen.getByRole('textbox', { name: 'Email' }),
        password: screen.getByLabelText('Password'),
        login: screen.getByRole('button', { name: 'Login' }),
      };
    };

    it('marks both fields required and starts with Login disabled and no messages', () => {
      const { email, password, login } = setup();
      expect(email).toBeRequired();
      expect(password).toBeRequired();
      expect(screen.getAllByText('*')).toHaveLength(2);
      expect(login).toBeDisabled();
      expect(email).not.toHaveAttribute('aria-invalid');
    });

    it.each([
      ['empty', '', false],
      ['of 2 characters (a@)', 'a@', false],
      ['of 3 characters (a@b)', 'a@b', true],
      ['without an @', 'ada.example.com', false],
      ['of 50 characters', emailOfLength(50), true],
      ['of 51 characters', emailOfLength(51), false],
    ])('an email %s keeps Login enabled: %s', async (_name, value, valid) => {
      const { user, email, password, login } = setup();
      await user.type(password, 'password');
      await user.click(email);
      if (value) await user.paste(value);
      expect(email).toHaveValue(value);
      if (valid) expect(login).toBeEnabled();
      else expect(login).toBeDisabled();
    });

    it.each([
      ['empty', '', false],
      ['of 7 characters', 'a'.repeat(7), false],
      ['of 8 characters', 'a'.repeat(8), true],
      ['of 50 characters', 'a'.repeat(50), true],
      ['of 51 characters', 'a'.repeat(51), false],
    ])('a password %s keeps Login enabled: %s', async (_name, value, valid) => {
      const { user, email, password, login } = setup();
      await user.type(email, 'ada@example.com');
      await user.click(password);
      if (value) await user.paste(value);
      expect(password).toHaveValue(value);
      if (valid) expect(login).toBeEnabled();
      else expect(login).toBeDisabled();
    });

    it('shows a field’s messages when it is left, clears them while typing, and shows new ones on the next blur', async () => {
      const { user, email, password } = setup();
      await user.click(email);
      await user.tab();
      expect(password).toHaveFocus();
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription('Email is required');

      await user.click(email);
      await user.keyboard('ab');
      expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
      expect(email).not.toHaveAttribute('aria-invalid');

      await user.tab();
      expect(email).toHaveAccessibleDescription('Enter a valid e-mail address Use at least 3 characters');

      await user.click(email);
      await user.keyboard('@example.com');
      await user.tab();
      expect(email).not.toHaveAttribute('aria-invalid');
      expect(email).not.toHaveAccessibleDescription();
    });

    it('shows the password length message after leaving a short password', async () => {
      const { user, password } = setup();
      await user.type(password, 'short');
      await user.tab();
      expect(password).toHaveAccessibleDescription('Use at least 8 characters');
    });

    it('shows every message when the form is submitted while invalid, and logs nothing', () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      setup();
      fireEvent.submit(screen.getByRole('form', { name: 'Login' }));
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      expect(screen.getByText('Password is required')).toBeInTheDocument();
      expect(log).not.toHaveBeenCalled();
      log.mockRestore();
    });

    it('enables Login once valid; submitting only logs the form controls', async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      const { user, email, password, login } = setup();
      await user.type(email, 'ada@example.com');
      await user.type(password, 'analytical');
      expect(login).toBeEnabled();

      await user.click(login);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith({
        email: { value: 'ada@example.com', valid: true, errors: null },
        password: { value: 'analytical', valid: true, errors: null },
      });
      // Nothing else happens: the values stay and no message appears.
      expect(email).toHaveValue('ada@example.com');
      expect(within(screen.getByRole('form', { name: 'Login' })).queryByText(/required/)).not.toBeInTheDocument();
      log.mockRestore();
    });

    it('submits with Enter from a field once valid', async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      const { user, email, password } = setup();
      await user.type(email, 'ada@example.com');
      await user.type(password, 'analytical{Enter}');
      expect(log).toHaveBeenCalledTimes(1);
      log.mockRestore();
    });

    it('has no axe violations with messages shown', async () => {
      const { user, email } = setup();
      await user.click(email);
      await user.tab();
      const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
      expect(results.violations).toEqual([]);
    });
  });

  describe('input-demo3: long text area', () => {
    it('renders a multi-line field with long text and a live character count', async () => {
      const user = userEvent.setup();
      render(<InputDemo3 />);
      const area = screen.getByRole('textbox', { name: 'Description' });
      expect(area.tagName).toBe('TEXTAREA');
      expect(area).toHaveAttribute('rows', '6');
      expect(area).toHaveAttribute('maxlength', '1000');
      const initial = (area as HTMLTextAreaElement).value.length;
      expect(initial).toBeGreaterThan(200);
      expect(area).toHaveAccessibleDescription(`${initial} / 1000 characters`);

      await user.type(area, '!');
      expect(area).toHaveAccessibleDescription(`${initial + 1} / 1000 characters`);
    });
  });
});
