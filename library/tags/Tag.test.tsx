import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { CSS_COLOR_SYNTAXES, INVALID_COLORS, expectOneColorWarning } from '../../tests/unit/colors.ts';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { contrastRatio, parseColor } from '../core/index.ts';
import { Tag } from './Tag.tsx';

/** The tag's background: 12 % of its colour laid over the page. */
function tinted(page: string, color: string): string {
  const [under, over] = [parseColor(page), parseColor(color)];
  const mix = (a: number, b: number) => Math.round(a + (b - a) * 0.12);
  return `rgb(${mix(under.r, over.r)}, ${mix(under.g, over.g)}, ${mix(under.b, over.b)})`;
}

const tagOf = (text: string) => screen.getByText(text).closest('.aq-tag') as HTMLElement;
const variable = (element: HTMLElement, name: string) => element.style.getPropertyValue(name);

describe('Tag', () => {
  itConforms(Tag, { props: { children: 'Design' }, element: 'span' });
  itWarnsOfItsZeroXNames('Tag', (props) => <Tag {...props}>Design</Tag>);

  it('is a bordered, plain label tinted from #1890FF by default', () => {
    render(<Tag>Design</Tag>);
    const tag = tagOf('Design');
    expect(tag).toHaveAttribute('data-mode', 'default');
    expect(tag).toHaveAttribute('data-bordered', '');
    expect(tag).not.toHaveAttribute('role');
    expect(tag).not.toHaveAttribute('tabindex');
    expect(variable(tag, '--aq-tag-fill')).toBe('rgb(24, 144, 255)');
    expect(variable(tag, '--aq-tag-tint')).toBe('rgba(24, 144, 255, 0.12)');
    expect(variable(tag, '--aq-tag-border')).toBe('rgba(24, 144, 255, 0.5)');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('draws no border with bordered={false}', () => {
    render(<Tag bordered={false}>Plain</Tag>);
    expect(tagOf('Plain')).not.toHaveAttribute('data-bordered');
  });

  it('takes any colour format, keeping its text readable in both themes', () => {
    render(<Tag color="#FF3300">Urgent</Tag>);
    const tag = tagOf('Urgent');
    expect(variable(tag, '--aq-tag-tint')).toBe('rgba(255, 51, 0, 0.12)');
    // #FF3300 itself is too faint as text on either page (3.4:1 and 4.4:1), so each theme takes the nearest
    // shade that reads at 4.5:1 on the tint — 12 % of the colour over the stricter of each theme's pages.
    expect(contrastRatio(variable(tag, '--aq-tag-text-on-light'), tinted('#f6f7f9', '#FF3300'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variable(tag, '--aq-tag-text-on-dark'), tinted('#1c2128', '#FF3300'))).toBeGreaterThanOrEqual(4.5);
    expect(variable(tag, '--aq-tag-text-on-dark')).not.toBe('rgb(255, 51, 0)');
  });

  it('uses a { backgroundColor, overlayColor } pair exactly', () => {
    render(<Tag color={{ backgroundColor: 'indigo', overlayColor: '#ffffff' }}>Pair</Tag>);
    const tag = tagOf('Pair');
    expect(variable(tag, '--aq-tag-tint')).toBe('rgb(75, 0, 130)');
    expect(variable(tag, '--aq-tag-text-on-light')).toBe('rgb(255, 255, 255)');
    expect(variable(tag, '--aq-tag-text-on-dark')).toBe('rgb(255, 255, 255)');
  });

  it.each(CSS_COLOR_SYNTAXES)('takes the colour %s and hands it to CSS as %s', (input, css) => {
    watchWarnings();
    render(<Tag color={input}>Coloured</Tag>);
    const tag = tagOf('Coloured');
    expect(variable(tag, '--aq-tag-fill')).toBe(css);
    expect(variable(tag, '--aq-tag-tint')).not.toBe('');
    expect(variable(tag, '--aq-tag-text-on-dark')).not.toBe('');
  });

  it('tints a colour only the page resolves in CSS, with color-mix(), and says once what it cannot compute', () => {
    const warn = watchWarnings();
    render(
      <>
        <Tag color="var(--brand)">One</Tag>
        <Tag color="var(--brand)">Two</Tag>
      </>,
    );
    const tag = tagOf('One');
    expect(variable(tag, '--aq-tag-fill')).toBe('var(--brand)');
    expect(variable(tag, '--aq-tag-tint')).toBe('color-mix(in srgb, var(--brand) 12%, transparent)');
    expect(variable(tag, '--aq-tag-border')).toBe('color-mix(in srgb, var(--brand) 50%, transparent)');
    expect(variable(tag, '--aq-tag-on-fill')).toBe('#ffffff');
    expect(variable(tag, '--aq-tag-text-on-light')).toBe('var(--brand)');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('Tag color var(--brand) reaches CSS as written');
  });

  it.each(INVALID_COLORS)('draws #1890FF for %j, warning once with “%s”', (input, error) => {
    const warn = watchWarnings();
    render(
      <>
        <Tag color={input}>One</Tag>
        <Tag color={input}>Two</Tag>
      </>,
    );
    expect(variable(tagOf('One'), '--aq-tag-fill')).toBe('rgb(24, 144, 255)');
    expectOneColorWarning(warn, 'Tag', input, error);
  });

  it('takes the readable text colour for a pair’s overlay that is no colour', () => {
    const warn = watchWarnings();
    render(<Tag color={{ backgroundColor: 'black', overlayColor: 'inky' }}>Pair</Tag>);
    expect(variable(tagOf('Pair'), '--aq-tag-text-on-light')).toBe('#ffffff');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Wrong color name: Tag color overlayColor got "inky"'));
  });

  describe('closeable', () => {
    it('has a remove button named after the tag that removes it and reports the close', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(
        <Tag mode="closeable" onClose={onClose}>
          Design
        </Tag>,
      );
      await user.click(screen.getByRole('button', { name: 'Remove Design' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Design')).toBeNull();
    });

    it('stays when onClose calls preventDefault', async () => {
      const user = userEvent.setup();
      render(
        <Tag mode="closeable" onClose={(event) => event.preventDefault()}>
          Pinned
        </Tag>,
      );
      await user.click(screen.getByRole('button', { name: 'Remove Pinned' }));
      expect(screen.getByText('Pinned')).toBeVisible();
    });

    it('is removed with Enter on its button, and focus moves on to the next tag', async () => {
      const user = userEvent.setup();
      render(
        <div>
          <Tag mode="closeable">One</Tag>
          <Tag mode="closeable">Two</Tag>
        </div>,
      );
      await user.tab();
      expect(screen.getByRole('button', { name: 'Remove One' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.queryByText('One')).toBeNull();
      expect(screen.getByRole('button', { name: 'Remove Two' })).toHaveFocus();
    });

    it('names its button with closeLabel', () => {
      render(
        <Tag mode="closeable" closeLabel="Quitar">
          Diseño
        </Tag>,
      );
      expect(screen.getByRole('button', { name: 'Quitar Diseño' })).toBeInTheDocument();
    });
  });

  describe('checkable', () => {
    it('is an unchecked checkbox that toggles on click and Space, reporting onCheckedChange', async () => {
      const user = userEvent.setup();
      const onCheckedChange = vi.fn();
      render(
        <Tag mode="checkable" onCheckedChange={onCheckedChange}>
          Movies
        </Tag>,
      );
      const tag = screen.getByRole('checkbox', { name: 'Movies' });
      expect(tag).not.toBeChecked();
      expect(tag).toHaveAttribute('data-state', 'unchecked');

      await user.click(tag);
      expect(tag).toBeChecked();
      expect(tag).toHaveAttribute('data-state', 'checked');
      expect(onCheckedChange).toHaveBeenLastCalledWith(true);

      await user.keyboard(' ');
      expect(tag).not.toBeChecked();
      expect(onCheckedChange).toHaveBeenLastCalledWith(false);
      expect(onCheckedChange).toHaveBeenCalledTimes(2);
      expect(tag).toHaveFocus();
    });

    it('never calls onCheckedChange on mount or for a new checked, only for the person’s toggle', async () => {
      const user = userEvent.setup();
      const onCheckedChange = vi.fn();
      const { rerender } = render(
        <Tag mode="checkable" checked={false} onCheckedChange={onCheckedChange}>
          Music
        </Tag>,
      );
      rerender(
        <Tag mode="checkable" checked onCheckedChange={onCheckedChange}>
          Music
        </Tag>,
      );
      expect(onCheckedChange).not.toHaveBeenCalled();
      await user.click(screen.getByRole('checkbox', { name: 'Music' }));
      expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(false);
    });

    it('starts from defaultChecked, and a controlled tag shows only what checked says', async () => {
      const user = userEvent.setup();
      const { unmount } = render(
        <Tag mode="checkable" defaultChecked>
          Books
        </Tag>,
      );
      expect(screen.getByRole('checkbox', { name: 'Books' })).toBeChecked();
      unmount();

      const onCheckedChange = vi.fn();
      render(
        <Tag mode="checkable" checked={false} onCheckedChange={onCheckedChange}>
          Music
        </Tag>,
      );
      await user.click(screen.getByRole('checkbox', { name: 'Music' }));
      expect(onCheckedChange).toHaveBeenCalledWith(true);
      expect(screen.getByRole('checkbox', { name: 'Music' })).not.toBeChecked();
    });

    it('warns once in development when checked comes without onCheckedChange, naming defaultChecked', async () => {
      const user = userEvent.setup();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(
        <Tag mode="checkable" checked>
          Stuck
        </Tag>,
      );
      await user.click(screen.getByRole('checkbox', { name: 'Stuck' }));
      expect(screen.getByRole('checkbox', { name: 'Stuck' })).toBeChecked();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('Tag got `checked` without `onCheckedChange`');
      expect(warn.mock.calls[0][0]).toContain('`defaultChecked`');
      warn.mockRestore();
    });

    it('ignores checked outside checkable mode', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(<Tag checked>Label</Tag>);
      expect(warn).not.toHaveBeenCalled();
      warn.mockRestore();
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(tagOf('Label')).not.toHaveAttribute('data-state');
    });

    it('lets a consumer’s onClick preventDefault stop the toggle', async () => {
      const user = userEvent.setup();
      render(
        <Tag mode="checkable" onClick={(event) => event.preventDefault()}>
          Locked
        </Tag>,
      );
      await user.click(screen.getByRole('checkbox', { name: 'Locked' }));
      expect(screen.getByRole('checkbox', { name: 'Locked' })).not.toBeChecked();
    });
  });

  it('can be kept in a list the app owns, removed through onClose', async () => {
    const user = userEvent.setup();
    function Tags() {
      const [names, setNames] = useState(['A', 'B']);
      return names.map((name) => (
        <Tag key={name} mode="closeable" onClose={() => setNames((current) => current.filter((other) => other !== name))}>
          {name}
        </Tag>
      ));
    }
    render(<Tags />);
    await user.click(screen.getByRole('button', { name: 'Remove A' }));
    expect(screen.queryByText('A')).toBeNull();
    expect(screen.getByText('B')).toBeVisible();
  });

  it('has no axe violations in each mode', async () => {
    const { container } = render(
      <div>
        <Tag>Plain</Tag>
        <Tag mode="closeable">Closeable</Tag>
        <Tag mode="checkable" defaultChecked>
          Checkable
        </Tag>
      </div>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
