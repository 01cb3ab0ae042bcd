import { act } from 'react';
import axe from 'axe-core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CarouselDemo1 from './carousel-demo1/carousel-demo1';
import CarouselDemo2 from './carousel-demo2/carousel-demo2';
import CarouselDemo3 from './carousel-demo3/carousel-demo3';

/** The slide shown: the only slide not hidden from assistive technology. */
const shownIn = (carousel: HTMLElement) => within(carousel).getByRole('group', { name: /^\d of \d$/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('carousel demos', () => {
  it('demo1 steps through four destinations with the arrows and the dots', async () => {
    const user = userEvent.setup();
    render(<CarouselDemo1 />);
    const carousel = screen.getByRole('region', { name: 'Destinations' });
    expect(shownIn(carousel)).toHaveAccessibleName('1 of 4');
    expect(shownIn(carousel)).toHaveTextContent('Lisbon');
    expect(within(carousel).queryByRole('button', { name: /automatic slide show/ })).toBeNull();

    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(shownIn(carousel)).toHaveTextContent('Kyoto');
    await user.click(within(carousel).getByRole('button', { name: 'Slide 4' }));
    expect(shownIn(carousel)).toHaveTextContent('Reykjavík');
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(shownIn(carousel)).toHaveTextContent('Lisbon');
  });

  it('demo2 plays by itself every 3 s, wraps to the first, and the rotation button stops it', () => {
    // Timed with fake timers and driven by fireEvent: user-event's async wrapper would wait on a faked timer.
    vi.useFakeTimers();
    render(<CarouselDemo2 />);
    const carousel = screen.getByRole('region', { name: 'News' });
    expect(shownIn(carousel)).toHaveTextContent('Spring sale');
    act(() => vi.advanceTimersByTime(3000));
    expect(shownIn(carousel)).toHaveTextContent('New: dark theme');
    act(() => vi.advanceTimersByTime(3000));
    expect(shownIn(carousel)).toHaveTextContent('Meet us in Porto');
    act(() => vi.advanceTimersByTime(3000));
    expect(shownIn(carousel)).toHaveTextContent('Spring sale');

    fireEvent.click(within(carousel).getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(shownIn(carousel)).toHaveTextContent('Spring sale');
    expect(within(carousel).getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });

  it('demo3 moves the dots above or below the slides with the radio group', async () => {
    const user = userEvent.setup();
    render(<CarouselDemo3 />);
    const carousel = screen.getByRole('region', { name: 'Seasons' });
    const dotsBeforeSlides = () =>
      Boolean(
        within(carousel).getByRole('group', { name: 'Choose a slide' }).compareDocumentPosition(shownIn(carousel)) &
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    const radios = screen.getByRole('radiogroup', { name: 'Dot placement' });
    expect(within(radios).getByRole('radio', { name: 'top' })).toBeChecked();
    expect(carousel).toHaveAttribute('data-dot-placement', 'top');
    expect(dotsBeforeSlides()).toBe(true);

    await user.click(within(radios).getByRole('radio', { name: 'bottom' }));
    expect(carousel).toHaveAttribute('data-dot-placement', 'bottom');
    expect(dotsBeforeSlides()).toBe(false);

    await user.click(within(carousel).getByRole('button', { name: 'Slide 3' }));
    expect(shownIn(carousel)).toHaveTextContent('Autumn');
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <CarouselDemo1 />
        <CarouselDemo2 />
        <CarouselDemo3 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
