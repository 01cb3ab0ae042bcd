import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { INVALID_COLORS, expectOneColorWarning, itTakesEveryColorSyntax } from '../../tests/unit/colors.ts';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { de } from '../locales/de/index.ts';
import { AquilaProvider } from '../provider/index.ts';
import { Rate } from './Rate.tsx';

const group = (name = 'Rating') => screen.getByRole('radiogroup', { name });
const starName = (count: number) => (count === 1 ? '1 star' : `${count} stars`);
const star = (count: number) => screen.getByRole('radio', { name: starName(count) });
const checkedStars = () => screen.queryAllByRole('radio', { checked: true }).map((radio) => radio.getAttribute('aria-label'));
/** Which stars are drawn filled, 1 to 5. */
const filled = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => radio.hasAttribute('data-filled'))
    .map((radio) => Number(radio.dataset.star));

describe('Rate', () => {
  itConforms(Rate, { props: {}, element: 'div' });
  itWarnsOfItsZeroXNames('Rate', (props) => <Rate {...props} />);

  it('is a radio group named "Rating" of five stars named "1 star" to "5 stars", none chosen by default', () => {
    render(<Rate />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(group()).toHaveClass('aq-rate');
    expect(group()).toHaveAttribute('data-value', '0');
    expect(checkedStars()).toEqual([]);
    expect(filled()).toEqual([]);
  });

  it('paints chosen stars #FFA600 by default and color otherwise, through the colour helper', () => {
    const { rerender } = render(<Rate />);
    expect(group().style.getPropertyValue('--aq-rate-color')).toBe('rgb(255, 166, 0)');
    rerender(<Rate color="hsl(0, 100%, 50%)" />);
    expect(group().style.getPropertyValue('--aq-rate-color')).toBe('rgb(255, 0, 0)');
    rerender(<Rate color="crimson" style={{ color: 'red' }} />);
    expect(group().style.getPropertyValue('--aq-rate-color')).toBe('rgb(220, 20, 60)');
    expect(group().style.color).toBe('red');
  });

  // Nothing is computed from the colour, so even one only the page resolves needs no word.
  itTakesEveryColorSyntax((color) => {
    render(<Rate color={color} />);
    return group().style.getPropertyValue('--aq-rate-color');
  });

  it.each(INVALID_COLORS)('paints #FFA600 for %j, warning once with “%s”', (input, error) => {
    const warn = watchWarnings();
    const { rerender } = render(<Rate color={input} />);
    rerender(<Rate color={input} className="again" />);
    expect(group().style.getPropertyValue('--aq-rate-color')).toBe('rgb(255, 166, 0)');
    expectOneColorWarning(warn, 'Rate', input, error);
  });

  it('a click chooses a star: it is checked, it and the stars before it are filled, onChange gets the number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rate onChange={onChange} />);
    await user.click(star(4));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(checkedStars()).toEqual(['4 stars']);
    expect(star(4)).toHaveAttribute('data-state', 'checked');
    expect(star(3)).toHaveAttribute('data-state', 'unchecked');
    expect(group()).toHaveAttribute('data-value', '4');
    await user.unhover(group());
    expect(filled()).toEqual([1, 2, 3, 4]);
    await user.click(star(2));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(checkedStars()).toEqual(['2 stars']);
  });

  it('clicking the chosen star again clears the rating to 0, since allowClear is on by default', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rate defaultValue={3} onChange={onChange} />);
    expect(group()).toHaveAttribute('data-allow-clear', '');
    await user.click(star(3));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(0);
    expect(checkedStars()).toEqual([]);
    expect(group()).toHaveAttribute('data-value', '0');
  });

  it('with allowClear={false} the chosen star stays chosen, by click and by Delete or Backspace', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rate defaultValue={3} allowClear={false} onChange={onChange} />);
    expect(group()).not.toHaveAttribute('data-allow-clear');
    await user.click(star(3));
    await user.keyboard('{Delete}{Backspace}');
    expect(onChange).not.toHaveBeenCalled();
    expect(checkedStars()).toEqual(['3 stars']);
    await user.click(star(5));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('starts from defaultValue, rounded to a whole star and kept within 0 to 5', () => {
    const { unmount } = render(<Rate defaultValue={3} />);
    expect(checkedStars()).toEqual(['3 stars']);
    unmount();
    for (const [given, expected] of [
      [7, ['5 stars']],
      [2.6, ['3 stars']],
      [-1, []],
      [0, []],
      [null, []],
      [Number.NaN, []],
    ] as const) {
      const { unmount: next } = render(<Rate defaultValue={given} />);
      expect(checkedStars()).toEqual(expected);
      next();
    }
  });

  it('controlled: shows value, asks onChange and waits for the parent to write the new rating', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Rate value={2} onChange={onChange} />);
    expect(checkedStars()).toEqual(['2 stars']);
    await user.click(star(4));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.unhover(group());
    expect(checkedStars()).toEqual(['2 stars']);
    expect(filled()).toEqual([1, 2]);
    rerender(<Rate value={4} onChange={onChange} />);
    expect(checkedStars()).toEqual(['4 stars']);
    rerender(<Rate value={4.4} onChange={onChange} />);
    expect(checkedStars()).toEqual(['4 stars']);
  });

  it('warns once in development when value comes without onChange, naming defaultValue, unless read-only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const message =
      'Aquila UI: Rate got `value` without `onChange`. This makes it read-only: it shows what `value` says ' +
      'and never changes it itself. If it should start there and then change, use `defaultValue` instead; otherwise handle `onChange`.';
    const { rerender, unmount } = render(<Rate value={3} />);
    rerender(<Rate value={4} />);
    expect(warn.mock.calls.filter(([text]) => text === message)).toHaveLength(1);
    unmount();
    warn.mockClear();
    render(<Rate value={3} readOnly />);
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows a controlled value as given: null and NaN are no rating, like 0, and the rating stays controlled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onChange = vi.fn();
    const { rerender } = render(<Rate value={3} defaultValue={2} onChange={onChange} />);
    rerender(<Rate value={null} defaultValue={2} onChange={onChange} />);
    expect(checkedStars()).toEqual([]);
    expect(group()).toHaveAttribute('data-value', '0');
    rerender(<Rate value={5} defaultValue={2} onChange={onChange} />);
    expect(checkedStars()).toEqual(['5 stars']);
    rerender(<Rate value={Number.NaN} defaultValue={2} onChange={onChange} />);
    expect(checkedStars()).toEqual([]);
    rerender(<Rate value={0} defaultValue={2} onChange={onChange} />);
    expect(checkedStars()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('value={null} from the start is controlled with no rating: a choice asks the parent and waits for it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Rate value={null} defaultValue={1} onChange={onChange} />);
    expect(checkedStars()).toEqual([]);
    await user.click(star(5));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(5);
    await user.unhover(group());
    expect(checkedStars()).toEqual([]);
    rerender(<Rate value={5} defaultValue={1} onChange={onChange} />);
    expect(checkedStars()).toEqual(['5 stars']);
  });

  it('never calls onChange on mount or for a new value, even one it rounds or keeps within 0 to 5', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Rate value={2.6} onChange={onChange} />);
    rerender(<Rate value={9} onChange={onChange} />);
    rerender(<Rate value={null} onChange={onChange} />);
    rerender(<Rate value={-3} onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    render(<Rate defaultValue={7} onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works with a parent that keeps the rating in state, including a reset to null', async () => {
    const user = userEvent.setup();
    function Form() {
      const [rating, setRating] = useState<number | null>(null);
      return (
        <>
          <Rate value={rating} onChange={setRating} />
          <button type="button" onClick={() => setRating(null)}>
            Reset to null
          </button>
          <button type="button" onClick={() => setRating(0)}>
            Clear
          </button>
        </>
      );
    }
    render(<Form />);
    await user.click(star(4));
    expect(checkedStars()).toEqual(['4 stars']);
    await user.click(screen.getByRole('button', { name: 'Reset to null' }));
    expect(checkedStars()).toEqual([]);
    await user.click(star(2));
    expect(checkedStars()).toEqual(['2 stars']);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(checkedStars()).toEqual([]);
  });

  describe('keyboard (radio group)', () => {
    it('right to left, Left moves to and chooses the next star and Right the previous one', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(
        <AquilaProvider dir="rtl">
          <Rate defaultValue={2} onChange={onChange} />
        </AquilaProvider>,
      );
      await user.tab();
      await user.keyboard('{ArrowLeft}');
      expect(star(3)).toHaveFocus();
      expect(star(3)).toBeChecked();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(star(1)).toBeChecked();
      expect(onChange).toHaveBeenLastCalledWith(1);
    });

    it('names the group and the stars from the provider’s catalogue', () => {
      render(
        <AquilaProvider locale="de" messages={de}>
          <Rate defaultValue={1} />
        </AquilaProvider>,
      );
      expect(screen.getByRole('radiogroup', { name: 'Bewertung' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '1 Stern' })).toBeChecked();
      expect(screen.getByRole('radio', { name: '5 Sterne' })).toBeInTheDocument();
    });

    it('Tab reaches the first star while there is no rating, and the chosen star once there is one', async () => {
      const user = userEvent.setup();
      render(
        <>
          <button type="button">Before</button>
          <Rate />
        </>,
      );
      await user.click(screen.getByRole('button', { name: 'Before' }));
      await user.tab();
      expect(star(1)).toHaveFocus();
      expect(screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0)).toEqual([star(1)]);
      await user.tab();
      expect(document.body).toHaveFocus();

      await user.click(star(3));
      await user.click(screen.getByRole('button', { name: 'Before' }));
      await user.tab();
      expect(star(3)).toHaveFocus();
      expect(screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0)).toEqual([star(3)]);
    });

    it('Tab lands on the chosen star', async () => {
      const user = userEvent.setup();
      render(<Rate defaultValue={4} />);
      await user.tab();
      expect(star(4)).toHaveFocus();
    });

    it.each([
      ['Right and Down move to and choose the next star, wrapping from 5 to 1', 4, '{ArrowRight}', 5, '{ArrowDown}', 1],
      ['Left and Up move to and choose the previous star, wrapping from 1 to 5', 2, '{ArrowLeft}', 1, '{ArrowUp}', 5],
      ['Home and End choose the first and the last star', 3, '{End}', 5, '{Home}', 1],
    ])('%s', async (_name, defaultValue, firstKey, firstStar, secondKey, secondStar) => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Rate defaultValue={defaultValue} onChange={onChange} />);
      await user.tab();
      await user.keyboard(firstKey);
      expect(star(firstStar)).toHaveFocus();
      expect(checkedStars()).toEqual([starName(firstStar)]);
      await user.keyboard(secondKey);
      expect(star(secondStar)).toHaveFocus();
      expect(checkedStars()).toEqual([starName(secondStar)]);
      expect(onChange.mock.calls).toEqual([[firstStar], [secondStar]]);
    });

    it('Space and Enter choose the focused star, and never clear the chosen one', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Rate onChange={onChange} />);
      await user.tab();
      await user.keyboard(' ');
      expect(checkedStars()).toEqual(['1 star']);
      await user.keyboard(' {Enter}');
      expect(checkedStars()).toEqual(['1 star']);
      star(3).focus();
      await user.keyboard('{Enter}');
      expect(checkedStars()).toEqual(['3 stars']);
      expect(onChange.mock.calls).toEqual([[1], [3]]);
    });

    it('Delete and Backspace clear the rating and keep focus on the star', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Rate defaultValue={3} onChange={onChange} />);
      await user.tab();
      await user.keyboard('{Delete}');
      expect(checkedStars()).toEqual([]);
      expect(star(3)).toHaveFocus();
      await user.keyboard('{ArrowRight}{Backspace}');
      expect(checkedStars()).toEqual([]);
      expect(onChange.mock.calls).toEqual([[0], [4], [0]]);
    });

    it('a consumer’s onKeyDown runs first, and its preventDefault() keeps the rating', async () => {
      const user = userEvent.setup();
      const onKeyDown = vi.fn((event: { key: string; preventDefault: () => void }) => {
        if (event.key === 'ArrowRight') event.preventDefault();
      });
      render(<Rate defaultValue={2} onKeyDown={onKeyDown} />);
      await user.tab();
      await user.keyboard('{ArrowRight}');
      expect(onKeyDown).toHaveBeenCalledTimes(1);
      expect(checkedStars()).toEqual(['2 stars']);
      await user.keyboard('{ArrowLeft}');
      expect(checkedStars()).toEqual(['1 star']);
    });
  });

  describe('hover preview', () => {
    it('fills the stars up to the one under the pointer without choosing it, and shows the rating again on leaving', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Rate defaultValue={2} onChange={onChange} />);
      await user.hover(star(4));
      expect(filled()).toEqual([1, 2, 3, 4]);
      expect(group()).toHaveAttribute('data-previewing', '');
      expect(checkedStars()).toEqual(['2 stars']);
      await user.hover(star(1));
      expect(filled()).toEqual([1]);
      await user.unhover(group());
      expect(filled()).toEqual([1, 2]);
      expect(group()).not.toHaveAttribute('data-previewing');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('after a click clears the rating, the clicked star previews nothing until the pointer moves on', async () => {
      const user = userEvent.setup();
      render(<Rate defaultValue={3} />);
      await user.click(star(3));
      expect(filled()).toEqual([]);
      await user.hover(star(2));
      expect(filled()).toEqual([1, 2]);
      await user.hover(star(3));
      expect(filled()).toEqual([1, 2, 3]);
    });

    it('a consumer’s onPointerLeave runs too', async () => {
      const user = userEvent.setup();
      const onPointerLeave = vi.fn();
      render(<Rate onPointerLeave={onPointerLeave} />);
      await user.hover(star(5));
      await user.unhover(group());
      expect(onPointerLeave).toHaveBeenCalled();
      expect(filled()).toEqual([]);
    });
  });

  it('disabled: the group says so, no star can be focused, and clicks and hovering change nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rate disabled defaultValue={2} onChange={onChange} />);
    expect(group()).toHaveAttribute('aria-disabled', 'true');
    expect(group()).toHaveAttribute('data-disabled', '');
    expect(group()).not.toHaveAttribute('data-allow-clear');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-disabled', 'true');
      expect(radio).not.toHaveAttribute('tabindex');
    }
    await user.tab();
    expect(document.body).toHaveFocus();
    await user.hover(star(5));
    expect(filled()).toEqual([1, 2]);
    await user.click(star(5));
    await user.click(star(2));
    expect(onChange).not.toHaveBeenCalled();
    expect(checkedStars()).toEqual(['2 stars']);
  });

  describe('readOnly', () => {
    it('is one image that says the score, with no radios and no tab stop, and ignores clicks', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      const { container } = render(<Rate readOnly defaultValue={4} onChange={onChange} />);
      const image = screen.getByRole('img', { name: 'Rating: 4 out of 5 stars' });
      expect(image).toHaveAttribute('data-readonly', '');
      expect(image).not.toHaveAttribute('data-allow-clear');
      expect(screen.queryAllByRole('radio')).toEqual([]);
      expect(container.querySelectorAll('.aq-rate__star[data-filled]')).toHaveLength(4);
      await user.tab();
      expect(document.body).toHaveFocus();
      await user.click(container.querySelectorAll('.aq-rate__star')[1]);
      expect(onChange).not.toHaveBeenCalled();
      expect(image).toHaveAttribute('data-value', '4');
    });

    it('keeps the consumer’s label and adds the score, from aria-label or aria-labelledby', () => {
      const { rerender } = render(<Rate readOnly value={3} aria-label="Average rating" />);
      expect(screen.getByRole('img', { name: 'Average rating: 3 out of 5 stars' })).toBeInTheDocument();
      rerender(
        <>
          <span id="average">Average</span>
          <Rate readOnly value={5} aria-labelledby="average" />
        </>,
      );
      expect(screen.getByRole('img', { name: 'Average 5 out of 5 stars' })).toBeInTheDocument();
    });
  });

  it('takes its name from aria-label or aria-labelledby instead of "Rating"', () => {
    const { rerender } = render(<Rate aria-label="Your rating" />);
    expect(group('Your rating')).toBeInTheDocument();
    rerender(
      <>
        <h2 id="service">Service</h2>
        <Rate aria-labelledby="service" />
      </>,
    );
    expect(group('Service')).not.toHaveAttribute('aria-label');
  });

  it('with name, a form submits the rating (0 when none), and not while disabled', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(
      <form>
        <Rate name="score" />
      </form>,
    );
    const form = () => container.querySelector('form')!;
    expect(new FormData(form()).get('score')).toBe('0');
    await user.click(star(4));
    expect(new FormData(form()).get('score')).toBe('4');
    rerender(
      <form>
        <Rate name="score" disabled />
      </form>,
    );
    expect(new FormData(form()).get('score')).toBeNull();
  });

  it('has no axe violations in its interactive, disabled and read-only forms', async () => {
    const { container } = render(
      <>
        <Rate defaultValue={3} />
        <Rate disabled aria-label="Disabled rating" />
        <Rate readOnly defaultValue={2} />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
