import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { CSS_COLOR_SYNTAXES, INVALID_COLORS, expectOneColorWarning } from '../../tests/unit/colors.ts';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { Badge } from './Badge.tsx';

const count = (container: HTMLElement) => container.querySelector('.aq-badge__count');
const variable = (container: HTMLElement, name: string) => (container.firstElementChild as HTMLElement).style.getPropertyValue(name);

describe('Badge', () => {
  itConforms(Badge, { props: { content: 3, children: 'Inbox' }, element: 'span' });
  itWarnsOfItsZeroXNames('Badge', (props) => (
    <Badge content={3} {...props}>
      Inbox
    </Badge>
  ));

  it('shows the number after its content, small (20 px), in #FF4D4F with dark text, by default', () => {
    const { container } = render(<Badge content={4}>Inbox</Badge>);
    const wrapper = container.firstElementChild!;
    expect(wrapper).toHaveTextContent('Inbox4');
    expect(count(container)).toHaveTextContent('4');
    expect(wrapper).toHaveAttribute('data-placement', 'after');
    expect(wrapper).toHaveAttribute('data-size', 'small');
    expect(wrapper).not.toHaveAttribute('data-hidden');
    expect(variable(container, '--aq-badge-size')).toBe('20px');
    expect(variable(container, '--aq-badge-color')).toBe('rgb(255, 77, 79)');
    // White on #FF4D4F is 3.3:1, too faint for small text; the near-black reads at 4.8:1.
    expect(variable(container, '--aq-badge-text')).toBe('#1f2328');
  });

  it('draws no badge without a number, and none while invisible', () => {
    const { container, rerender } = render(<Badge>Inbox</Badge>);
    expect(count(container)).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-hidden', '');
    rerender(
      <Badge content={2} invisible>
        Inbox
      </Badge>,
    );
    expect(count(container)).toBeNull();
    expect(screen.getByText('Inbox')).toBeVisible();
    rerender(<Badge content={2}>Inbox</Badge>);
    expect(count(container)).toHaveTextContent('2');
  });

  it.each([
    [99, undefined, '99'],
    [100, undefined, '99+'],
    [1000, undefined, '99+'],
    [10, 9, '9+'],
    [9, 9, '9'],
    [0, undefined, '0'],
  ])('shows %s with max %s as "%s"', (value, max, text) => {
    const { container } = render(
      <Badge content={value} max={max}>
        Cart
      </Badge>,
    );
    expect(count(container)).toHaveTextContent(new RegExp(`^${text.replace('+', '\\+')}$`));
  });

  it.each([
    ['small', '20px'],
    ['medium', '24px'],
    ['large', '28px'],
  ] as const)('size %s is %s high', (size, pixels) => {
    const { container } = render(
      <Badge content={1} size={size}>
        Sized
      </Badge>,
    );
    expect(variable(container, '--aq-badge-size')).toBe(pixels);
    expect(container.firstElementChild).toHaveAttribute('data-size', size);
  });

  it('draws an unknown size as small and warns once in development, naming it, instead of throwing', () => {
    const warn = watchWarnings();
    const { container, rerender } = render(<Badge content={1} size={'huge' as never} />);
    expect(container.firstElementChild).toHaveAttribute('data-size', 'small');
    expect(variable(container, '--aq-badge-size')).toBe('20px');
    rerender(<Badge content={2} size={'huge' as never} />);
    const message = "Aquila UI: Badge size must be 'small', 'medium' or 'large'; got huge. 'small' is used.";
    expect(warn.mock.calls.filter(([text]) => text === message)).toHaveLength(1);
  });

  it('sits before the content with placement="before"', () => {
    const { container } = render(
      <Badge content={1} placement="before">
        Left
      </Badge>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-placement', 'before');
  });

  it('takes a colour with a readable text colour, or a { backgroundColor, overlayColor } pair', () => {
    const { container, rerender } = render(
      <Badge content={1} color="indigo">
        A
      </Badge>,
    );
    expect(variable(container, '--aq-badge-color')).toBe('rgb(75, 0, 130)');
    expect(variable(container, '--aq-badge-text')).toBe('#ffffff');
    rerender(
      <Badge content={1} color={{ backgroundColor: '#FFE58F', overlayColor: 'rgb(97, 71, 0)' }}>
        A
      </Badge>,
    );
    expect(variable(container, '--aq-badge-color')).toBe('rgb(255, 229, 143)');
    expect(variable(container, '--aq-badge-text')).toBe('rgb(97, 71, 0)');
  });

  it.each(CSS_COLOR_SYNTAXES)('takes the colour %s and hands it to CSS as %s', (input, css) => {
    watchWarnings();
    const { container } = render(<Badge content={1} color={input} />);
    expect(variable(container, '--aq-badge-color')).toBe(css);
    expect(variable(container, '--aq-badge-text')).toMatch(/^#(ffffff|1f2328)$/);
  });

  it('draws white text on a colour only the page resolves, and says once why', () => {
    const warn = watchWarnings();
    const { container, rerender } = render(<Badge content={1} color="var(--brand)" />);
    rerender(<Badge content={2} color="var(--brand)" />);
    expect(variable(container, '--aq-badge-text')).toBe('#ffffff');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('Badge color var(--brand) reaches CSS as written');
  });

  it.each(INVALID_COLORS)('draws the default colour for %j, warning once with “%s”', (input, error) => {
    const warn = watchWarnings();
    const { container, rerender } = render(<Badge content={1} color={input} />);
    rerender(<Badge content={2} color={input} />);
    expect(variable(container, '--aq-badge-color')).toBe('rgb(255, 77, 79)');
    expectOneColorWarning(warn, 'Badge', input, error);
  });

  it('takes the readable text colour for an overlay that is no colour', () => {
    const warn = watchWarnings();
    const { container } = render(<Badge content={1} color={{ backgroundColor: 'black', overlayColor: 'no-such' }} />);
    expect(variable(container, '--aq-badge-color')).toBe('rgb(0, 0, 0)');
    expect(variable(container, '--aq-badge-text')).toBe('#ffffff');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Wrong color name: Badge color overlayColor got "no-such"'));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <Badge content={120}>Notifications</Badge>{' '}
        <Badge content={3} color="indigo" size="large" placement="before">
          Tasks
        </Badge>
      </p>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
