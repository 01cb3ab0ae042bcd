import type { CSSProperties } from 'react';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { renamedValueWarning } from '../core/renamedProps.ts';
import { Loading } from './Loading.tsx';

const items = (spinner: HTMLElement) => spinner.querySelectorAll('.aq-loading__item');

describe('Loading', () => {
  itConforms(Loading, { props: {}, element: 'div' });
  itWarnsOfItsZeroXNames('Loading', (props) => <Loading {...props} />);

  it('is a status named "Loading", medium bars of 44 px by default, shown', () => {
    render(<Loading />);
    const spinner = screen.getByRole('status', { name: 'Loading' });
    expect(spinner).toHaveClass('aq-loading');
    expect(spinner).toHaveAttribute('data-size', 'medium');
    expect(spinner).toHaveAttribute('data-variant', 'bars');
    expect(spinner.style.getPropertyValue('--aq-loading-size')).toBe('44px');
    expect(spinner).toBeVisible();
    expect(spinner).not.toHaveAttribute('data-hidden');
  });

  it('draws 12 items, each turned a twelfth further, hidden from assistive technology', () => {
    render(<Loading />);
    const drawn = [...items(screen.getByRole('status'))] as HTMLElement[];
    expect(drawn).toHaveLength(12);
    expect(drawn.map((item) => item.style.getPropertyValue('--aq-loading-index'))).toEqual(drawn.map((_, index) => String(index)));
    for (const item of drawn) expect(item).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    ['small', '36px'],
    ['medium', '44px'],
    ['large', '64px'],
  ] as const)('size %s is %s wide and high', (size, pixels) => {
    render(<Loading size={size} />);
    const spinner = screen.getByRole('status');
    expect(spinner).toHaveAttribute('data-size', size);
    expect(spinner.style.getPropertyValue('--aq-loading-size')).toBe(pixels);
  });

  it.each([
    ['sm', 'small'],
    ['md', 'medium'],
    ['lg', 'large'],
  ])("draws 0.x's size %s as any unknown size, medium, warning once that it is %s now", (size, renamed) => {
    const warn = watchWarnings();
    const { rerender } = render(<Loading size={size as never} />);
    rerender(<Loading size={size as never} hidden />);
    const spinner = screen.getByRole('status', { hidden: true });
    expect(spinner).toHaveAttribute('data-size', 'medium');
    expect(spinner.style.getPropertyValue('--aq-loading-size')).toBe('44px');
    expect(warn.mock.calls).toEqual([[renamedValueWarning('Loading', 'size', size, renamed)]]);
  });

  it('draws any other size as medium, warning once in development', () => {
    const warn = watchWarnings();
    render(<Loading size={'huge' as never} />);
    expect(screen.getByRole('status')).toHaveAttribute('data-size', 'medium');
    expect(warn.mock.calls).toEqual([["Aquila UI: Loading size must be 'small', 'medium' or 'large'; got huge. 'medium' is used."]]);
  });

  it('draws dots instead of bars with variant="dots", still 12 of them', () => {
    render(<Loading variant="dots" />);
    const spinner = screen.getByRole('status');
    expect(spinner).toHaveAttribute('data-variant', 'dots');
    expect(items(spinner)).toHaveLength(12);
  });

  it('hides and shows again with hidden, keeping the same element', () => {
    const { rerender } = render(<Loading hidden />);
    const spinner = screen.getByRole('status', { hidden: true });
    expect(spinner).not.toBeVisible();
    expect(spinner).toHaveAttribute('data-hidden', '');
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Loading hidden={false} />);
    expect(screen.getByRole('status')).toBe(spinner);
    expect(spinner).toBeVisible();
  });

  it('takes its own accessible name, and a size set by style wins over the preset', () => {
    render(<Loading aria-label="Saving your changes" style={{ '--aq-loading-size': '20px' } as CSSProperties} />);
    const spinner = screen.getByRole('status', { name: 'Saving your changes' });
    expect(spinner.style.getPropertyValue('--aq-loading-size')).toBe('20px');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Loading />
        <Loading variant="dots" size="large" />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
