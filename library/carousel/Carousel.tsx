import { Children, isValidElement, type ComponentPropsWithoutRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import {
  composeHandlers,
  cx,
  dataFlag,
  readingStep,
  useControllableState,
  useDirection,
  useMessages,
  useStableId,
  useSwipe,
  withoutRenamedProps,
} from '../core/index.ts';
import { CAROUSEL_AUTOPLAY_INTERVAL, type CarouselDotPlacement, type CarouselLabels } from './constants.ts';
import { CarouselItemContext } from './CarouselContext.ts';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useRotation } from './useRotation.ts';
import { carouselEnglish } from './english.ts';
import './Carousel.scss';

/** The controls' icons: 20 px, hidden from assistive technology (the button around each carries the name). */
const ICON = { size: 20, 'aria-hidden': true } as const;

export interface CarouselProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The slides: one CarouselItem each. */
  children?: ReactNode;
  /**
   * Moves to the next slide by itself, wrapping from the last to the first, and shows a button to stop and start it.
   * @default false
   */
  autoPlay?: boolean;
  /**
   * How long each slide shows during automatic play, in ms; 0 means the slides never move by themselves.
   * @default 3000
   */
  autoPlayInterval?: number;
  /**
   * Puts the dots that pick a slide above or below the slides.
   * @default 'bottom'
   */
  dotPlacement?: CarouselDotPlacement;
  /** The slide shown, counted from 0, for a controlled carousel: pair it with onSelectedIndexChange, or the carousel stays on it (and warns in development). */
  selectedIndex?: number;
  /**
   * The slide shown at first, counted from 0, for an uncontrolled carousel: it moves by itself from there.
   * @default 0
   */
  defaultSelectedIndex?: number;
  /** Called with the index of the slide about to show, whether a person or automatic play moved it. */
  onSelectedIndexChange?: (index: number) => void;
  /** Replaces any of the words the carousel shows or announces ('Previous slide', 'Next slide', 'Slide', 'of' …); without it they come from the nearest AquilaProvider's messages, English by default. */
  labels?: Partial<CarouselLabels>;
  /** Ref to the carousel's `<section>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * Shows one slide at a time from a set, with previous and next buttons, dots to pick a slide, swiping,
 * and optional automatic play (WAI-ARIA carousel pattern).
 */
export function Carousel({
  children,
  autoPlay = false,
  autoPlayInterval = CAROUSEL_AUTOPLAY_INTERVAL,
  dotPlacement = 'bottom',
  selectedIndex,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  labels,
  className,
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onPointerUp,
  onFocus,
  onBlur,
  onKeyDown,
  ref,
  ...rest
}: CarouselProps) {
  const words = { ...useMessages('carousel', carouselEnglish), ...labels };
  const dir = useDirection();
  const slides = Children.toArray(children).filter(isValidElement);
  const count = slides.length;
  const [selected, select] = useControllableState({
    value: selectedIndex,
    defaultValue: defaultSelectedIndex,
    onChange: onSelectedIndexChange,
    name: 'Carousel',
    prop: 'selectedIndex',
  });
  const index = count === 0 ? 0 : Math.min(Math.max(Math.trunc(selected) || 0, 0), count - 1);
  const show = (next: number) => {
    if (count > 1) select(((next % count) + count) % count);
  };

  const rotation = useRotation({
    autoPlay,
    interval: autoPlayInterval,
    count,
    index,
    advance: () => show(index + 1),
  });
  // Slides follow the reading direction: right to left, the next one comes in from the left, so a swipe
  // to the right brings it.
  const swipe = useSwipe((direction) => {
    if (direction === 'left') show(dir === 'rtl' ? index - 1 : index + 1);
    else if (direction === 'right') show(dir === 'rtl' ? index + 1 : index - 1);
  });
  // With focus on one of its controls, the arrow keys move a slide in the reading direction. Keys typed in
  // a field on a slide stay the field's.
  const stepByArrow = (event: KeyboardEvent<HTMLElement>) => {
    const step = readingStep(event.key, dir);
    if (step === 0 || (event.target as HTMLElement).closest('input, textarea, select, [contenteditable="true"]')) return;
    event.preventDefault();
    show(index + step);
  };

  const viewportId = `${useStableId()}-slides`;
  const several = count > 1;
  const stepButton = (direction: 'previous' | 'next', by: number, label: string, icon: ReactNode) =>
    several && (
      <button
        type="button"
        className="aq-carousel__button aq-carousel__step"
        data-direction={direction}
        aria-label={label}
        aria-controls={viewportId}
        onClick={() => show(index + by)}
      >
        {icon}
      </button>
    );
  const dots = several && (
    <div className="aq-carousel__bar">
      {rotation.available && (
        <button
          type="button"
          className="aq-carousel__button aq-carousel__rotation"
          aria-label={rotation.on ? words.stopAutoPlay : words.startAutoPlay}
          aria-controls={viewportId}
          onClick={rotation.toggle}
        >
          {rotation.on ? <Pause {...ICON} /> : <Play {...ICON} fill="currentColor" />}
        </button>
      )}
      <div role="group" aria-label={words.chooseSlide} className="aq-carousel__dots">
        {slides.map((_, dot) => (
          <button
            key={dot}
            type="button"
            className="aq-carousel__dot"
            aria-label={`${words.slide} ${dot + 1}`}
            aria-controls={viewportId}
            aria-current={dot === index || undefined}
            onClick={() => show(dot)}
          />
        ))}
      </div>
    </div>
  );

  return (
    <section
      aria-label={rest['aria-labelledby'] ? undefined : words.carousel}
      {...withoutRenamedProps('Carousel', rest)}
      ref={ref}
      aria-roledescription="carousel"
      className={cx('aq-carousel', className)}
      data-dot-placement={dotPlacement}
      data-rotating={dataFlag(rotation.rotating)}
      onPointerEnter={composeHandlers(onPointerEnter, rotation.handlers.onPointerEnter)}
      onPointerLeave={composeHandlers(onPointerLeave, rotation.handlers.onPointerLeave)}
      onPointerDown={composeHandlers(onPointerDown, rotation.handlers.onPointerDown)}
      onPointerUp={composeHandlers(onPointerUp, rotation.handlers.onPointerUp)}
      onFocus={composeHandlers(onFocus, rotation.handlers.onFocus)}
      onBlur={composeHandlers(onBlur, rotation.handlers.onBlur)}
      onKeyDown={several ? composeHandlers(onKeyDown, stepByArrow) : onKeyDown}
    >
      {dotPlacement === 'top' && dots}
      <div className="aq-carousel__stage">
        {stepButton('previous', -1, words.previousSlide, <ChevronLeft {...ICON} />)}
        <div
          id={viewportId}
          className="aq-carousel__viewport"
          // Moves made by automatic play are not announced; moves the person makes are.
          aria-live={rotation.rotating ? 'off' : 'polite'}
          {...swipe}
        >
          <div className="aq-carousel__track" style={{ transform: `translateX(${(dir === 'rtl' ? 100 : -100) * index}%)` }}>
            {slides.map((slide, position) => (
              <CarouselItemContext
                key={slide.key ?? position}
                value={{ index: position, count, active: position === index, of: words.of }}
              >
                {slide}
              </CarouselItemContext>
            ))}
          </div>
        </div>
        {stepButton('next', 1, words.nextSlide, <ChevronRight {...ICON} />)}
      </div>
      {dotPlacement === 'bottom' && dots}
    </section>
  );
}
