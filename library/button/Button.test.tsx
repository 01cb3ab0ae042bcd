import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { CSS_COLOR_SYNTAXES, INVALID_COLORS, expectOneColorWarning } from '../../tests/unit/colors.ts';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { Button } from './Button.tsx';

const colorVariable = (element: HTMLElement) => element.style.getPropertyValue('--aq-button-color');
const onColorVariable = (element: HTMLElement) => element.style.getPropertyValue('--aq-button-on-color');

describe('Button', () => {
  itConforms(Button, { props: { children: 'Save' }, element: 'button' });
  itWarnsOfItsZeroXNames('Button', (props) => <Button {...props}>Save</Button>);

  it('renders a native button named by its content, of type "button" by default', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('aq-button');
  });

  it('does not submit its form by default, but does with type="submit"', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button>Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('defaults to the filled variant, medium radius, medium size, enabled and the theme colour', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('data-variant', 'filled');
    expect(button).toHaveAttribute('data-radius', 'medium');
    expect(button).toHaveAttribute('data-size', 'medium');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('data-disabled');
    expect(button).not.toHaveAttribute('data-custom-color');
    expect(colorVariable(button)).toBe('');
  });

  it.each(['filled', 'outlined', 'text', 'elevated'] as const)('exposes variant="%s" as data-variant', (variant) => {
    render(<Button variant={variant}>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-variant', variant);
  });

  it.each(['small', 'medium', 'large', 'full'] as const)('exposes radius="%s" as data-radius', (radius) => {
    render(<Button radius={radius}>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-radius', radius);
  });

  it.each(['small', 'medium', 'large'] as const)('exposes size="%s" as data-size', (size) => {
    render(<Button size={size}>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-size', size);
  });

  it('calls onClick on a click and on Enter and Space from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);

    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('when disabled: is natively disabled, flagged with data-disabled, skipped by Tab and never clicked', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Button disabled onClick={onClick}>
          Delete
        </Button>
        <Button>Next</Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled', '');

    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('becomes clickable again when disabled is turned off', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    rerender(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('data-disabled');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  describe('color', () => {
    it('sets the colour variable and picks light text on a dark colour', () => {
      render(<Button color="#000080">Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      expect(colorVariable(button)).toBe('rgb(0, 0, 128)');
      expect(onColorVariable(button)).toBe('#ffffff');
      expect(button).toHaveAttribute('data-custom-color', '');
    });

    it('picks dark text on a light colour', () => {
      render(<Button color="yellow">Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      expect(colorVariable(button)).toBe('rgb(255, 255, 0)');
      expect(onColorVariable(button)).toBe('#1f2328');
    });

    it.each([
      ['tomato', 'rgb(255, 99, 71)'],
      ['#f30', 'rgb(255, 51, 0)'],
      ['#52C41A', 'rgb(82, 196, 26)'],
      ['rgb(114, 46, 209)', 'rgb(114, 46, 209)'],
      ['rgba(114, 46, 209, 0.5)', 'rgba(114, 46, 209, 0.5)'],
      ['hsl(120, 100%, 25%)', 'rgb(0, 128, 0)'],
      ['hsla(0, 100%, 50%, 0.8)', 'rgba(255, 0, 0, 0.8)'],
    ])('accepts %s', (input, css) => {
      render(<Button color={input}>Save</Button>);
      expect(colorVariable(screen.getByRole('button', { name: 'Save' }))).toBe(css);
    });

    it('keeps the consumer style beside the colour variables', () => {
      render(
        <Button color="indigo" style={{ minWidth: '120px' }}>
          Save
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Save' });
      expect(button.style.minWidth).toBe('120px');
      expect(colorVariable(button)).toBe('rgb(75, 0, 130)');
    });

    it('follows a changed colour and returns to the theme colour when removed', () => {
      const { rerender } = render(<Button color="red">Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      rerender(<Button color="blue">Save</Button>);
      expect(colorVariable(button)).toBe('rgb(0, 0, 255)');
      rerender(<Button>Save</Button>);
      expect(colorVariable(button)).toBe('');
      expect(button).not.toHaveAttribute('data-custom-color');
    });

    it.each(CSS_COLOR_SYNTAXES)('takes the colour %s and hands it to CSS as %s', (input, css) => {
      watchWarnings();
      render(<Button color={input}>Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      expect(colorVariable(button)).toBe(css);
      expect(onColorVariable(button)).toMatch(/^#(ffffff|1f2328)$/);
    });

    it('draws white text on a colour only the page resolves, keeps it as the text colour, and says once why', () => {
      const warn = watchWarnings();
      const { rerender } = render(<Button color="var(--brand)">Save</Button>);
      rerender(
        <Button color="var(--brand)" variant="outlined">
          Save
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Save' });
      expect(onColorVariable(button)).toBe('#ffffff');
      expect(button.style.getPropertyValue('--aq-button-text-on-light')).toBe('var(--brand)');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('Button color var(--brand) reaches CSS as written');
    });

    it.each(INVALID_COLORS)('keeps the theme colour for color=%j, warning once with “%s”', (input, error) => {
      const warn = watchWarnings();
      const { rerender } = render(<Button color={input}>Save</Button>);
      rerender(
        <Button color={input} size="large">
          Save
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Save' });
      expect(colorVariable(button)).toBe('');
      expect(button).not.toHaveAttribute('data-custom-color');
      expectOneColorWarning(warn, 'Button', input, error);
    });
  });

  it('has no axe violations in any variant, size, colour or state', async () => {
    const { container } = render(
      <div>
        <Button>Filled</Button>
        <Button variant="outlined" size="small">
          Outlined
        </Button>
        <Button variant="text" radius="full">
          Text
        </Button>
        <Button variant="elevated" size="large" color="#52c41a">
          Elevated
        </Button>
        <Button disabled>Disabled</Button>
      </div>,
    );
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
