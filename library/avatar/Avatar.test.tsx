import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { renamedValueWarning } from '../core/renamedProps.ts';
import { Avatar } from './Avatar.tsx';
import { AVATAR_INITIALS_COLOR, AVATAR_PALETTE, avatarColor, getInitials } from './initials.ts';

/** WCAG contrast ratio between two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const root = (container: HTMLElement) => container.querySelector('.aq-avatar') as HTMLElement;

describe('Avatar', () => {
  itConforms(Avatar, { props: { name: 'Ada Lovelace' }, element: 'span' });
  itWarnsOfItsZeroXNames('Avatar', (props) => <Avatar name="Ada Lovelace" {...props} />);

  describe('initials', () => {
    it('shows only the first two initials of name', () => {
      render(<Avatar name="Ada Lovelace Byron" />);
      const avatar = screen.getByRole('img', { name: 'Ada Lovelace Byron' });
      expect(avatar).toHaveTextContent(/^AL$/);
      expect(avatar).toHaveAttribute('data-content', 'initials');
    });

    it.each([
      ['Ada', 'A'],
      ['  grace   hopper ', 'GH'],
      ['émile zola', 'ÉZ'],
      ['', ''],
      [undefined, ''],
    ])('getInitials(%j) is %j', (name, expected) => {
      expect(getInitials(name)).toBe(expected);
    });

    it('picks the background from the first initial only', () => {
      const { container, rerender } = render(<Avatar name="Ada Lovelace" />);
      const first = root(container).style.getPropertyValue('--aq-avatar-bg');
      expect(first).toBe(AVATAR_PALETTE[0]);
      rerender(<Avatar name="Alan Turing" />);
      expect(root(container).style.getPropertyValue('--aq-avatar-bg')).toBe(first);
      rerender(<Avatar name="Barbara Liskov" />);
      expect(root(container).style.getPropertyValue('--aq-avatar-bg')).toBe(AVATAR_PALETTE[1]);
      expect(root(container).style.getPropertyValue('--aq-avatar-fg')).toBe(AVATAR_INITIALS_COLOR);
    });

    it('indexes the palette by letter and wraps around it', () => {
      expect(avatarColor('A')).toBe(AVATAR_PALETTE[0]);
      expect(avatarColor('C')).toBe(AVATAR_PALETTE[2]);
      expect(avatarColor('K')).toBe(AVATAR_PALETTE[10 % AVATAR_PALETTE.length]);
      expect(avatarColor('Z')).toBe(AVATAR_PALETTE[25 % AVATAR_PALETTE.length]);
      expect(avatarColor('ÉZ')).toBe(avatarColor('ÉA'));
      expect(AVATAR_PALETTE).toContain(avatarColor('Ж'));
    });

    it('keeps white initials readable (WCAG AA 4.5:1) on every palette colour', () => {
      for (const color of AVATAR_PALETTE) expect(contrast(color, AVATAR_INITIALS_COLOR)).toBeGreaterThanOrEqual(4.5);
      expect(new Set(AVATAR_PALETTE).size).toBe(AVATAR_PALETTE.length);
    });
  });

  describe('picture', () => {
    it('shows src with name as its alt text', () => {
      const { container } = render(<Avatar src="/assets/images/avatars/ada.svg" name="Ada Lovelace" />);
      const image = screen.getByRole('img', { name: 'Ada Lovelace' });
      expect(image.tagName).toBe('IMG');
      expect(image).toHaveAttribute('src', '/assets/images/avatars/ada.svg');
      expect(root(container)).not.toHaveAttribute('role');
      expect(root(container)).toHaveAttribute('data-content', 'image');
    });

    it('lets alt override the name', () => {
      render(<Avatar src="/a.svg" name="Ada Lovelace" alt="Ada, the author" />);
      expect(screen.getByRole('img', { name: 'Ada, the author' })).toHaveAttribute('src', '/a.svg');
    });

    it('is decorative without a name', () => {
      const { container } = render(<Avatar src="/a.svg" />);
      expect(container.querySelector('img')).toHaveAttribute('alt', '');
    });

    it('falls back to the initials when the picture fails to load, and retries a new src', () => {
      const { container, rerender } = render(<Avatar src="/broken.png" name="Grace Hopper" />);
      fireEvent.error(container.querySelector('img')!);
      const avatar = screen.getByRole('img', { name: 'Grace Hopper' });
      expect(avatar.tagName).toBe('SPAN');
      expect(avatar).toHaveTextContent('GH');
      expect(container.querySelector('img')).toBeNull();

      rerender(<Avatar src="/fixed.png" name="Grace Hopper" />);
      expect(container.querySelector('img')).toHaveAttribute('src', '/fixed.png');
    });

    it('carries the initials it falls back to, and their colours, for a picture that fails before the script runs', () => {
      const { container } = render(<Avatar src="/broken.png" name="Grace Hopper" />);
      const image = container.querySelector('img')!;
      // The stylesheet draws them over a broken image (the only image that draws its ::after).
      expect(image).toHaveAttribute('data-initials', 'GH');
      expect(image.style.getPropertyValue('--aq-avatar-bg')).toBe(avatarColor('GH'));
      expect(image.style.getPropertyValue('--aq-avatar-fg')).toBe(AVATAR_INITIALS_COLOR);
      // Without a name there is nothing to show but the neutral circle.
      const { container: unnamed } = render(<Avatar src="/broken.png" />);
      expect(unnamed.querySelector('img')).not.toHaveAttribute('data-initials');
    });

    it('falls back to a generic icon when a failed picture has no name', () => {
      const { container } = render(<Avatar src="/broken.png" />);
      fireEvent.error(container.querySelector('img')!);
      expect(root(container)).toHaveAttribute('data-content', 'icon');
      expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    });
  });

  describe('icon (under development)', () => {
    it('shows icon when there is neither a picture nor a name', () => {
      render(<Avatar icon={<svg data-icon="star" />} alt="Guest" />);
      const avatar = screen.getByRole('img', { name: 'Guest' });
      expect(avatar.querySelector('[data-icon="star"]')).not.toBeNull();
    });

    it('prefers initials to the icon', () => {
      render(<Avatar icon={<svg data-icon="star" />} name="Ada" />);
      expect(screen.getByRole('img', { name: 'Ada' })).toHaveTextContent('A');
      expect(document.querySelector('[data-icon="star"]')).toBeNull();
    });
  });

  describe('size', () => {
    it("defaults to 'medium'", () => {
      const { container } = render(<Avatar name="Ada" />);
      expect(root(container)).toHaveAttribute('data-size', 'medium');
    });

    it.each(['small', 'medium', 'large'] as const)('accepts %s', (size) => {
      const { container } = render(<Avatar name="Ada" size={size} />);
      expect(root(container)).toHaveAttribute('data-size', size);
    });

    it('accepts a number of pixels', () => {
      const { container } = render(<Avatar name="Ada" size={64} />);
      expect(root(container)).not.toHaveAttribute('data-size');
      expect(root(container).style.getPropertyValue('--aq-avatar-size')).toBe('64px');
    });

    it('draws a size that is not a positive number as medium, warning once in development', () => {
      const warn = watchWarnings();
      const { container, rerender } = render(<Avatar name="Ada" size={-4} />);
      rerender(<Avatar name="Ada Lovelace" size={-4} />);
      expect(root(container)).toHaveAttribute('data-size', 'medium');
      expect(root(container).style.getPropertyValue('--aq-avatar-size')).toBe('');
      expect(warn.mock.calls).toEqual([
        ["Aquila UI: Avatar size must be 'small', 'medium', 'large' or a positive number of pixels; got -4. 'medium' is used."],
      ]);
    });

    it("draws 0.x's 'default' as any unknown size, medium, with a warning that names 'medium'", () => {
      const warn = watchWarnings();
      const { container } = render(<Avatar name="Ada" size={'default' as never} />);
      expect(root(container)).toHaveAttribute('data-size', 'medium');
      expect(warn.mock.calls).toEqual([[renamedValueWarning('Avatar', 'size', 'default', 'medium')]]);
    });
  });

  it('has no axe violations in any of its forms', async () => {
    const { container } = render(
      <div>
        <Avatar name="Ada Lovelace" />
        <Avatar src="/a.svg" name="Alan Turing" size="large" />
        <Avatar src="/a.svg" />
        <Avatar size={48} />
      </div>,
    );
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
