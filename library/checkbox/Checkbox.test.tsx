import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { INVALID_COLORS, expectOneColorWarning, itTakesEveryColorSyntax } from '../../tests/unit/colors.ts';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { Checkbox } from './Checkbox.tsx';

const wrapperOf = (box: HTMLElement) => box.closest('label')!;
const cssVar = (box: HTMLElement, name: string) => wrapperOf(box).style.getPropertyValue(name);

describe('Checkbox', () => {
  itConforms(Checkbox, { props: { children: 'Remember me' }, element: 'input' });
  itWarnsOfItsZeroXNames('Checkbox', (props) => <Checkbox {...props}>Remember me</Checkbox>);

  it('is an unchecked, enabled checkbox of 18 px named by its label, by default', () => {
    render(<Checkbox>Remember me</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(box).not.toBePartiallyChecked();
    expect(cssVar(box, '--aq-checkbox-size')).toBe('18px');
    expect(cssVar(box, '--aq-checkbox-color')).toBe('');
    expect(wrapperOf(box)).toHaveAttribute('data-state', 'unchecked');
  });

  it('toggles with a click on the label and with Space, telling onCheckedChange the new state once each time', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox onCheckedChange={onCheckedChange}>Remember me</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(onCheckedChange).not.toHaveBeenCalled();

    await user.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    expect(wrapperOf(box)).toHaveAttribute('data-state', 'checked');
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(true, expect.objectContaining({ type: 'change' }));

    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false, expect.objectContaining({ type: 'change' }));
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
  });

  it('starts from defaultChecked, and a controlled box shows only what checked says', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Checkbox defaultChecked>Uncontrolled</Checkbox>);
    expect(screen.getByRole('checkbox')).toBeChecked();
    unmount();

    const onCheckedChange = vi.fn();
    render(
      <Checkbox checked={false} onCheckedChange={onCheckedChange}>
        Controlled
      </Checkbox>,
    );
    await user.click(screen.getByRole('checkbox'));
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(true, expect.anything());
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('warns once in development when checked comes without onCheckedChange, naming defaultChecked', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const message =
      'Aquila UI: Checkbox got `checked` without `onCheckedChange`. This makes it read-only: it shows what `checked` says ' +
      'and never changes it itself. If it should start there and then change, use `defaultChecked` instead; otherwise handle `onCheckedChange`.';
    const { rerender } = render(<Checkbox checked>Stuck</Checkbox>);
    await user.click(screen.getByRole('checkbox'));
    rerender(<Checkbox checked={false}>Stuck</Checkbox>);
    expect(warn.mock.calls.filter(([text]) => text === message)).toHaveLength(1);
    warn.mockClear();
    render(
      <>
        <Checkbox checked onCheckedChange={() => {}}>
          With onCheckedChange
        </Checkbox>
        <Checkbox checked readOnly>
          Read-only
        </Checkbox>
      </>,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows the mixed state when indeterminate, and clicking it checks the box', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox checked={checked} indeterminate={!checked} onCheckedChange={setChecked}>
          All
        </Checkbox>
      );
    }
    render(<Parent />);
    const box = screen.getByRole('checkbox', { name: 'All' });
    expect(box).toBePartiallyChecked();
    expect(wrapperOf(box)).toHaveAttribute('data-state', 'indeterminate');
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).not.toBePartiallyChecked();
  });

  it('stays indeterminate after a click while the prop says so', async () => {
    const user = userEvent.setup();
    render(<Checkbox indeterminate>Some</Checkbox>);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).toBePartiallyChecked();
  });

  it('never calls onCheckedChange on mount or for a new checked, only for the person’s toggle', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <Checkbox checked={false} onCheckedChange={onCheckedChange}>
        Milk
      </Checkbox>,
    );
    rerender(
      <Checkbox checked onCheckedChange={onCheckedChange}>
        Milk
      </Checkbox>,
    );
    rerender(
      <Checkbox checked={false} indeterminate onCheckedChange={onCheckedChange}>
        Milk
      </Checkbox>,
    );
    expect(onCheckedChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Milk' }));
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(true, expect.anything());
  });

  it('drives a controlled box from its state setter, as a check-all parent does', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox checked={checked} onCheckedChange={setChecked}>
          All
        </Checkbox>
      );
    }
    render(<Parent />);
    await user.click(screen.getByRole('checkbox', { name: 'All' }));
    expect(screen.getByRole('checkbox', { name: 'All' })).toBeChecked();
  });

  it('a disabled box sets no colour of its own, whatever color says, so the stylesheet’s grey applies', () => {
    const { rerender } = render(
      <Checkbox disabled defaultChecked color="#FF3300">
        Off
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Off' });
    expect(cssVar(box, '--aq-checkbox-color')).toBe('');
    expect(box.style.getPropertyValue('--aq-checkbox-color')).toBe('');
    rerender(
      <Checkbox defaultChecked color="#FF3300">
        Off
      </Checkbox>,
    );
    expect(cssVar(box, '--aq-checkbox-color')).toBe('rgb(255, 51, 0)');
  });

  it('cannot be toggled when disabled, and marks its label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <Checkbox disabled onCheckedChange={onCheckedChange}>
        Off
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Off' });
    expect(box).toBeDisabled();
    expect(wrapperOf(box)).toHaveAttribute('data-disabled', '');
    await user.click(screen.getByText('Off'));
    expect(box).not.toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it.each([
    ['small', '14px'],
    ['medium', '18px'],
    ['large', '22px'],
    [24, '24px'],
  ] as const)('size %s draws a %s box', (size, pixels) => {
    render(<Checkbox size={size}>Sized</Checkbox>);
    expect(cssVar(screen.getByRole('checkbox'), '--aq-checkbox-size')).toBe(pixels);
  });

  it.each([0, -4, Number.NaN, 'huge'])('draws size %s at the medium size and warns once in development, naming it', (size) => {
    const warn = watchWarnings();
    const { rerender } = render(<Checkbox size={size as never}>Sized</Checkbox>);
    rerender(<Checkbox size={size as never}>Sized again</Checkbox>);
    expect(cssVar(screen.getByRole('checkbox'), '--aq-checkbox-size')).toBe('18px');
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      `Aquila UI: Checkbox size must be 'small', 'medium', 'large' or a positive number of pixels; got ${String(size)}. 'medium' is used.`,
    );
  });

  it("draws 0.x's size 'default' at the medium size, warning once that it is 'medium' since 1.0", () => {
    const warn = watchWarnings();
    render(<Checkbox size={'default' as never}>Sized</Checkbox>);
    expect(cssVar(screen.getByRole('checkbox'), '--aq-checkbox-size')).toBe('18px');
    expect(warn).toHaveBeenCalledExactlyOnceWith('Aquila UI: Checkbox\'s size "default" is "medium" since 1.0');
  });

  it('fills with color, in any colour format the colour helper reads', () => {
    const { rerender } = render(<Checkbox color="#FF3300">Red</Checkbox>);
    expect(cssVar(screen.getByRole('checkbox'), '--aq-checkbox-color')).toBe('rgb(255, 51, 0)');
    rerender(<Checkbox color="indigo">Indigo</Checkbox>);
    expect(cssVar(screen.getByRole('checkbox'), '--aq-checkbox-color')).toBe('rgb(75, 0, 130)');
  });

  itTakesEveryColorSyntax((color) => {
    render(<Checkbox color={color}>Coloured</Checkbox>);
    return cssVar(screen.getByRole('checkbox'), '--aq-checkbox-color');
  });

  it.each(INVALID_COLORS)('keeps the theme’s colour for %j, warning once with “%s”, also when disabled', (input, error) => {
    const warn = watchWarnings();
    const { rerender } = render(<Checkbox color={input}>Bad</Checkbox>);
    expect(screen.getByRole('checkbox').style.getPropertyValue('--aq-checkbox-color')).toBe('');
    rerender(
      <Checkbox disabled color={input}>
        Bad
      </Checkbox>,
    );
    expectOneColorWarning(warn, 'Checkbox', input, error);
    expect(warn.mock.calls[0][0]).toContain('the theme’s colour is used instead');
  });

  it('submits its name and value with a form when checked', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Settings">
        <Checkbox name="newsletter" value="weekly">
          Newsletter
        </Checkbox>
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Settings' }) as HTMLFormElement;
    expect(new FormData(form).get('newsletter')).toBeNull();
    await user.click(screen.getByRole('checkbox'));
    expect(new FormData(form).get('newsletter')).toBe('weekly');
  });

  it('has no axe violations in any state', async () => {
    const { container } = render(
      <div>
        <Checkbox>One</Checkbox>
        <Checkbox defaultChecked>Two</Checkbox>
        <Checkbox indeterminate>Three</Checkbox>
        <Checkbox disabled>Four</Checkbox>
      </div>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
