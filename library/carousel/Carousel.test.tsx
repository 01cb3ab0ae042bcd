import { act, useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { SWIPE_THRESHOLD } from '../core/index.ts';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { staticMediaQueryList } from '../../tests/unit/media-query.ts';
import { Carousel, type CarouselProps } from './Carousel.tsx';
import { CarouselItem } from './CarouselItem.tsx';
import { fr } from '../locales/fr/index.ts';
import { AquilaProvider } from '../provider/index.ts';
import { CAROUSEL_AUTOPLAY_INTERVAL, CAROUSEL_ERRORS } from './constants.ts';

const TITLES = ['Lisbon', 'Kyoto', 'Oaxaca', 'Reykjavík'];

function slides(titles = TITLES) {
  return titles.map((title) => (
    <CarouselItem key={title}>
      <h3>{title}</h3>
      <a href={`#${title}`}>Read about {title}</a>
    </CarouselItem>
  ));
}

function setup(props: Partial<CarouselProps> = {}, { fakeTimers = false } = {}) {
  if (fakeTimers) vi.useFakeTimers();
  const user = userEvent.setup();
  const onSelectedIndexChange = vi.fn();
  const view = render(
    <>
      <button type="button">Before</button>
      <Carousel aria-label="Destinations" onSelectedIndexChange={onSelectedIndexChange} {...props}>
        {props.children ?? slides()}
      </Carousel>
      <button type="button">After</button>
    </>,
  );
  return { user, onSelectedIndexChange, ...view };
}

const region = () => screen.getByRole('region', { name: 'Destinations' });
/** The slide shown: the only one not hidden from assistive technology. */
const shown = () => screen.getByRole('group', { name: /^\d of \d$/ });
const viewport = () => region().querySelector('.aq-carousel__viewport') as HTMLElement;
const button = (name: string) => screen.getByRole('button', { name });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Three turns' time passes and the first slide stays, its moves announced: the rotation is held. */
function expectHeldOnLisbon() {
  wait(9000);
  expect(shown()).toHaveTextContent('Lisbon');
  expect(viewport()).toHaveAttribute('aria-live', 'polite');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Carousel', () => {
  itConforms(Carousel, { props: { children: slides() }, element: 'section' });
  itWarnsOfItsZeroXNames('Carousel', (props) => <Carousel {...props}>{slides()}</Carousel>);
  itConforms(CarouselItem, {
    props: { children: 'One slide' },
    element: 'div',
    wrap: (node) => <Carousel>{node}</Carousel>,
    find: (container) => container.querySelector('[aria-roledescription="slide"]'),
  });

  describe('structure', () => {
    it('is a region described as a carousel, named "Carousel" unless told otherwise', () => {
      render(<Carousel>{slides()}</Carousel>);
      const carousel = screen.getByRole('region', { name: 'Carousel' });
      expect(carousel.tagName).toBe('SECTION');
      expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      expect(carousel).toHaveClass('aq-carousel');
    });

    it('takes its name from aria-labelledby too', () => {
      render(
        <>
          <h2 id="trips">Trips</h2>
          <Carousel aria-labelledby="trips">{slides()}</Carousel>
        </>,
      );
      expect(screen.getByRole('region', { name: 'Trips' })).not.toHaveAttribute('aria-label');
    });

    it('makes each item a slide named by its place in the set, and shows the first', () => {
      setup();
      const all = [...region().querySelectorAll('[role="group"][aria-roledescription="slide"]')];
      expect(all.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
      for (const slide of all) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(shown()).toHaveTextContent('Lisbon');
      expect(shown()).toHaveAttribute('data-state', 'active');
    });

    it('keeps the slides not shown out of reach: hidden and inert, their links out of the Tab order', async () => {
      const { user } = setup();
      const [first, second] = region().querySelectorAll('[aria-roledescription="slide"]');
      expect(first).not.toHaveAttribute('inert');
      expect(second).toHaveAttribute('inert');
      expect(second).toHaveAttribute('aria-hidden', 'true');
      expect(second).toHaveAttribute('data-state', 'inactive');
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Read about Lisbon']);
      await user.click(button('Next slide'));
      expect(first).toHaveAttribute('inert');
      expect(second).not.toHaveAttribute('inert');
    });

    it('a slide given its own aria-label keeps it', () => {
      render(
        <Carousel>
          <CarouselItem aria-label="Lisbon at dusk">Lisbon</CarouselItem>
          <CarouselItem>Kyoto</CarouselItem>
        </Carousel>,
      );
      expect(screen.getByRole('group', { name: 'Lisbon at dusk' })).toHaveAttribute('aria-roledescription', 'slide');
    });

    it('a single slide needs no buttons and no dots', () => {
      setup({ children: slides(['Lisbon']), autoPlay: true });
      expect(shown()).toHaveAccessibleName('1 of 1');
      expect(within(region()).queryAllByRole('button')).toEqual([]);
    });

    it('renders nothing for a CarouselItem outside a Carousel, warning once', () => {
      const warn = watchWarnings();
      const { container, rerender } = render(<CarouselItem>Alone</CarouselItem>);
      rerender(<CarouselItem>Still alone</CarouselItem>);
      expect(container).toBeEmptyDOMElement();
      expect(CAROUSEL_ERRORS.itemOutsideCarousel).toBe('CarouselItem must be rendered inside a Carousel.');
      expect(warn.mock.calls).toEqual([['Aquila UI: CarouselItem must be rendered inside a Carousel. It renders nothing.']]);
    });
  });

  describe('moving between slides', () => {
    it('Next and Previous move one slide, wrapping at both ends, and report the new index', async () => {
      const { user, onSelectedIndexChange } = setup();
      await user.click(button('Previous slide'));
      expect(shown()).toHaveTextContent('Reykjavík');
      expect(onSelectedIndexChange).toHaveBeenLastCalledWith(3);
      await user.click(button('Next slide'));
      expect(shown()).toHaveTextContent('Lisbon');
      await user.click(button('Next slide'));
      expect(shown()).toHaveTextContent('Kyoto');
      expect(onSelectedIndexChange).toHaveBeenLastCalledWith(1);
    });

    it('the slides move by a whole width per index', async () => {
      const { user } = setup();
      const track = viewport().firstElementChild as HTMLElement;
      expect(track.style.transform).toBe('translateX(0%)');
      await user.click(button('Slide 3'));
      expect(track.style.transform).toBe('translateX(-200%)');
    });

    it('a dot selects its slide and is marked current', async () => {
      const { user, onSelectedIndexChange } = setup();
      const dots = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button');
      expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Slide 1', 'Slide 2', 'Slide 3', 'Slide 4']);
      expect(button('Slide 1')).toHaveAttribute('aria-current', 'true');
      await user.click(button('Slide 3'));
      expect(shown()).toHaveTextContent('Oaxaca');
      expect(onSelectedIndexChange).toHaveBeenCalledExactlyOnceWith(2);
      expect(button('Slide 3')).toHaveAttribute('aria-current', 'true');
      expect(button('Slide 1')).not.toHaveAttribute('aria-current');
    });

    it('the buttons and dots point at the slides they change', () => {
      setup();
      const id = viewport().id;
      expect(id).not.toBe('');
      for (const name of ['Previous slide', 'Next slide', 'Slide 2']) expect(button(name)).toHaveAttribute('aria-controls', id);
    });

    it('starts on defaultSelectedIndex, and reports nothing until a person moves it', () => {
      const { onSelectedIndexChange } = setup({ defaultSelectedIndex: 2 });
      expect(shown()).toHaveTextContent('Oaxaca');
      expect(onSelectedIndexChange).not.toHaveBeenCalled();
    });

    it('shows the nearest slide for an index out of range without reporting it, on mount or when the slides change', () => {
      const { onSelectedIndexChange, rerender } = setup({ defaultSelectedIndex: 9 });
      expect(shown()).toHaveTextContent('Reykjavík');
      rerender(
        <Carousel aria-label="Destinations" defaultSelectedIndex={9} onSelectedIndexChange={onSelectedIndexChange}>
          {slides(TITLES.slice(0, 2))}
        </Carousel>,
      );
      expect(shown()).toHaveTextContent('Kyoto');
      expect(onSelectedIndexChange).not.toHaveBeenCalled();
    });

    it('controlled, shows selectedIndex and asks for changes; an index out of range shows the nearest slide', async () => {
      const { user, onSelectedIndexChange, rerender } = setup({ selectedIndex: 1 });
      expect(shown()).toHaveTextContent('Kyoto');
      await user.click(button('Next slide'));
      expect(onSelectedIndexChange).toHaveBeenCalledExactlyOnceWith(2);
      expect(shown()).toHaveTextContent('Kyoto');
      rerender(
        <Carousel aria-label="Destinations" selectedIndex={9} onSelectedIndexChange={onSelectedIndexChange}>
          {slides()}
        </Carousel>,
      );
      expect(shown()).toHaveTextContent('Reykjavík');
    });

    it('selectedIndex without onSelectedIndexChange stays on its slide and warns once, naming defaultSelectedIndex', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const user = userEvent.setup();
      render(
        <Carousel aria-label="Destinations" selectedIndex={1}>
          {slides()}
        </Carousel>,
      );
      await user.click(button('Next slide'));
      expect(shown()).toHaveTextContent('Kyoto');
      expect(warn).toHaveBeenCalledExactlyOnceWith(
        'Aquila UI: Carousel got `selectedIndex` without `onSelectedIndexChange`. This makes it read-only: it shows what ' +
          '`selectedIndex` says and never changes it itself. If it should start there and then change, use `defaultSelectedIndex` ' +
          'instead; otherwise handle `onSelectedIndexChange`.',
      );
    });

    it('follows a parent that keeps the index in its state', async () => {
      function Parent() {
        const [index, setIndex] = useState(0);
        return (
          <>
            <p>Showing {index}</p>
            <Carousel aria-label="Destinations" selectedIndex={index} onSelectedIndexChange={setIndex}>
              {slides()}
            </Carousel>
          </>
        );
      }
      const user = userEvent.setup();
      render(<Parent />);
      await user.click(button('Slide 4'));
      expect(shown()).toHaveTextContent('Reykjavík');
      expect(screen.getByText('Showing 3')).toBeInTheDocument();
    });
  });

  describe('dotPlacement', () => {
    const dotsBeforeSlides = () =>
      Boolean(
        screen.getByRole('group', { name: 'Choose a slide' }).compareDocumentPosition(viewport()) & Node.DOCUMENT_POSITION_FOLLOWING,
      );

    it('puts the dots below the slides by default', () => {
      setup();
      expect(region()).toHaveAttribute('data-dot-placement', 'bottom');
      expect(dotsBeforeSlides()).toBe(false);
    });

    it('"top" puts them above, first in reading order', () => {
      setup({ dotPlacement: 'top' });
      expect(region()).toHaveAttribute('data-dot-placement', 'top');
      expect(dotsBeforeSlides()).toBe(true);
    });
  });

  describe('swiping', () => {
    const drag = (user: ReturnType<typeof userEvent.setup>, dx: number) =>
      user.pointer([
        { keys: '[MouseLeft>]', target: viewport(), coords: { clientX: 200, clientY: 100 } },
        { target: viewport(), coords: { clientX: 200 + dx, clientY: 104 } },
        { keys: '[/MouseLeft]', target: viewport(), coords: { clientX: 200 + dx, clientY: 104 } },
      ]);

    it(`a swipe of ${SWIPE_THRESHOLD} px or more to the left shows the next slide, to the right the previous one`, async () => {
      const { user } = setup();
      await drag(user, -SWIPE_THRESHOLD);
      expect(shown()).toHaveTextContent('Kyoto');
      await drag(user, SWIPE_THRESHOLD + 20);
      expect(shown()).toHaveTextContent('Lisbon');
      await drag(user, SWIPE_THRESHOLD);
      expect(shown()).toHaveTextContent('Reykjavík');
    });

    it('a movement shorter than 30 px does nothing', async () => {
      const { user, onSelectedIndexChange } = setup();
      await drag(user, -(SWIPE_THRESHOLD - 1));
      expect(shown()).toHaveTextContent('Lisbon');
      expect(onSelectedIndexChange).not.toHaveBeenCalled();
    });

    it('works with a finger', () => {
      setup();
      fireEvent.touchStart(viewport(), { touches: [{ clientX: 200, clientY: 100 }] });
      fireEvent.touchEnd(viewport(), { changedTouches: [{ clientX: 150, clientY: 110 }] });
      expect(shown()).toHaveTextContent('Kyoto');
    });

    it('a mostly vertical movement is left to the page', () => {
      setup();
      fireEvent.touchStart(viewport(), { touches: [{ clientX: 200, clientY: 100 }] });
      fireEvent.touchEnd(viewport(), { changedTouches: [{ clientX: 160, clientY: 20 }] });
      expect(shown()).toHaveTextContent('Lisbon');
    });
  });

  describe('automatic play', () => {
    it('is off by default: no rotation button, nothing moves, and moves are announced politely', () => {
      setup({}, { fakeTimers: true });
      expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
      wait(CAROUSEL_AUTOPLAY_INTERVAL * 3);
      expect(shown()).toHaveTextContent('Lisbon');
      expect(viewport()).toHaveAttribute('aria-live', 'polite');
      expect(region()).not.toHaveAttribute('data-rotating');
    });

    it('moves every 3000 ms, wraps from the last slide to the first, and reports each move', () => {
      const { onSelectedIndexChange } = setup({ autoPlay: true }, { fakeTimers: true });
      expect(CAROUSEL_AUTOPLAY_INTERVAL).toBe(3000);
      expect(region()).toHaveAttribute('data-rotating', '');
      wait(2999);
      expect(shown()).toHaveTextContent('Lisbon');
      wait(1);
      expect(shown()).toHaveTextContent('Kyoto');
      wait(3000);
      wait(3000);
      expect(shown()).toHaveTextContent('Reykjavík');
      wait(3000);
      expect(shown()).toHaveTextContent('Lisbon');
      expect(onSelectedIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 3, 0]);
    });

    it('is not announced while it plays: the slides are aria-live off', () => {
      setup({ autoPlay: true }, { fakeTimers: true });
      expect(viewport()).toHaveAttribute('aria-live', 'off');
    });

    it('autoPlayInterval sets the time per slide', () => {
      setup({ autoPlay: true, autoPlayInterval: 1000 }, { fakeTimers: true });
      wait(999);
      expect(shown()).toHaveTextContent('Lisbon');
      wait(1);
      expect(shown()).toHaveTextContent('Kyoto');
    });

    it('autoPlayInterval 0 never moves, and there is nothing to stop', () => {
      setup({ autoPlay: true, autoPlayInterval: 0 }, { fakeTimers: true });
      wait(60_000);
      expect(shown()).toHaveTextContent('Lisbon');
      expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
      expect(viewport()).toHaveAttribute('aria-live', 'polite');
    });

    it('a manual move starts the wait for the next one afresh', () => {
      setup({ autoPlay: true }, { fakeTimers: true });
      wait(2000);
      // A finger's touch is not a hover that holds the rotation.
      fireEvent.touchStart(viewport(), { touches: [{ clientX: 200, clientY: 100 }] });
      fireEvent.touchEnd(viewport(), { changedTouches: [{ clientX: 100, clientY: 100 }] });
      expect(shown()).toHaveTextContent('Kyoto');
      wait(2999);
      expect(shown()).toHaveTextContent('Kyoto');
      wait(1);
      expect(shown()).toHaveTextContent('Oaxaca');
    });

    // Timed to the millisecond with fake timers, these drive the carousel with fireEvent: user-event's
    // async wrapper would wait on a faked timer.
    it('the rotation button stops it and starts it again; stopped, moves are announced', () => {
      setup({ autoPlay: true }, { fakeTimers: true });
      const rotation = button('Stop automatic slide show');
      fireEvent.click(rotation);
      expect(rotation).toHaveAccessibleName('Start automatic slide show');
      expectHeldOnLisbon();
      expect(region()).not.toHaveAttribute('data-rotating');

      // Started by the person, it plays on even under the pointer and with focus on the button.
      fireEvent.pointerEnter(rotation);
      act(() => rotation.focus());
      fireEvent.click(rotation);
      expect(rotation).toHaveAccessibleName('Stop automatic slide show');
      wait(3000);
      expect(shown()).toHaveTextContent('Kyoto');
      expect(viewport()).toHaveAttribute('aria-live', 'off');
    });

    it('pauses while the pointer is over the carousel and goes on when it leaves', () => {
      setup({ autoPlay: true }, { fakeTimers: true });
      fireEvent.pointerEnter(shown());
      expectHeldOnLisbon();
      expect(button('Stop automatic slide show')).toBeInTheDocument();
      fireEvent.pointerLeave(region());
      wait(3000);
      expect(shown()).toHaveTextContent('Kyoto');
    });

    it('pauses while keyboard focus is inside and goes on when it leaves', () => {
      setup({ autoPlay: true }, { fakeTimers: true });
      act(() => button('Slide 1').focus());
      expectHeldOnLisbon();
      act(() => button('Next slide').focus());
      expectHeldOnLisbon();
      act(() => button('After').focus());
      wait(3000);
      expect(shown()).toHaveTextContent('Kyoto');
    });

    it('focus brought by a click holds it only while the pointer stays', () => {
      setup({ autoPlay: true }, { fakeTimers: true });
      const next = button('Next slide');
      fireEvent.pointerEnter(next);
      fireEvent.pointerDown(next);
      act(() => next.focus());
      fireEvent.pointerUp(next);
      fireEvent.click(next);
      expect(shown()).toHaveTextContent('Kyoto');
      wait(6000);
      expect(shown()).toHaveTextContent('Kyoto');
      fireEvent.pointerLeave(region());
      expect(next).toHaveFocus();
      wait(3000);
      expect(shown()).toHaveTextContent('Oaxaca');
    });

    it('starts stopped when the system asks for reduced motion; the person can still start it', () => {
      vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
        staticMediaQueryList(query, query === '(prefers-reduced-motion: reduce)'),
      );
      setup({ autoPlay: true }, { fakeTimers: true });
      expectHeldOnLisbon();
      fireEvent.click(button('Start automatic slide show'));
      wait(3000);
      expect(shown()).toHaveTextContent('Kyoto');
    });
  });

  describe('labels', () => {
    it('replaces any of the words, for translation', async () => {
      const { user } = setup({
        autoPlay: true,
        labels: {
          previousSlide: 'Diapositiva anterior',
          nextSlide: 'Diapositiva siguiente',
          startAutoPlay: 'Iniciar presentación',
          stopAutoPlay: 'Detener presentación',
          slide: 'Diapositiva',
          of: 'de',
          chooseSlide: 'Elegir diapositiva',
        },
      });
      expect(screen.getByRole('group', { name: '1 de 4' })).toHaveTextContent('Lisbon');
      expect(within(screen.getByRole('group', { name: 'Elegir diapositiva' })).getAllByRole('button')[1]).toHaveAccessibleName(
        'Diapositiva 2',
      );
      await user.click(button('Detener presentación'));
      expect(button('Iniciar presentación')).toBeInTheDocument();
      await user.click(button('Diapositiva siguiente'));
      expect(screen.getByRole('group', { name: '2 de 4' })).toHaveTextContent('Kyoto');
      expect(button('Diapositiva anterior')).toBeInTheDocument();
    });
  });

  describe('in a reading direction and a language', () => {
    it('moves to the next slide with ArrowRight from its controls, left to right', async () => {
      const { user } = setup();
      await user.click(button('Slide 1'));
      await user.keyboard('{ArrowRight}');
      expect(shown()).toHaveTextContent('Kyoto');
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(shown()).toHaveTextContent('Reykjavík');
    });

    it('moves to the next slide with ArrowLeft right to left, and slides the other way', async () => {
      const user = userEvent.setup();
      render(
        <AquilaProvider dir="rtl">
          <Carousel aria-label="Destinations">{slides()}</Carousel>
        </AquilaProvider>,
      );
      await user.click(button('Next slide'));
      expect(shown()).toHaveTextContent('Kyoto');
      await user.keyboard('{ArrowLeft}');
      expect(shown()).toHaveTextContent('Oaxaca');
      expect(viewport().firstElementChild).toHaveStyle({ transform: 'translateX(200%)' });
      await user.keyboard('{ArrowRight}');
      expect(shown()).toHaveTextContent('Kyoto');
    });

    it('says its words from the provider’s catalogue, its labels prop winning', async () => {
      render(
        <AquilaProvider locale="fr" messages={fr}>
          <Carousel labels={{ nextSlide: 'Suivante' }}>{slides()}</Carousel>
        </AquilaProvider>,
      );
      expect(screen.getByRole('region', { name: 'Carrousel' })).toBeInTheDocument();
      expect(button('Suivante')).toBeInTheDocument();
      expect(button('Diapositive précédente')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: '1 sur 4' })).toHaveTextContent('Lisbon');
    });
  });

  it('runs the consumer’s handlers first', async () => {
    const onPointerEnter = vi.fn();
    const onFocus = vi.fn();
    const { user } = setup({ onPointerEnter, onFocus });
    await user.click(button('Next slide'));
    expect(onPointerEnter).toHaveBeenCalled();
    expect(onFocus).toHaveBeenCalled();
  });

  it('has no axe violations, playing or not, dots on top or bottom', async () => {
    const { container } = render(
      <>
        <Carousel aria-label="First">{slides()}</Carousel>
        <Carousel aria-label="Second" autoPlay dotPlacement="top">
          {slides()}
        </Carousel>
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
