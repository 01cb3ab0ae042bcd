import { useMemo, useState, type ComponentPropsWithoutRef, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import {
  colorProp,
  composeHandlers,
  cx,
  dataFlag,
  readingStep,
  useDirection,
  verticalStep,
  useMessages,
  useStableId,
  withoutRenamedProps,
} from '../core/index.ts';
import { RATE_COUNT, RATE_DEFAULT_COLOR, RATE_STAR_POINTS } from './constants.ts';
import { useRatingValue } from './useRatingValue.ts';
import { rateEnglish } from './english.ts';
import './Rate.scss';

export interface RateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange' | 'children' | 'color'> {
  /**
   * Colour of the chosen stars: any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …); a value that is no colour draws the default and warns in development.
   * @default '#FFA600'
   */
  color?: string;
  /**
   * Choosing the chosen star again (click, or Delete / Backspace) clears the rating to 0.
   * @default true
   */
  allowClear?: boolean;
  /** The rating, when controlled: 1 to 5 stars, or 0 (or null) for none. */
  value?: number | null;
  /**
   * The initial rating, when uncontrolled: 1 to 5, or 0 for none.
   * @default 0
   */
  defaultValue?: number | null;
  /** Called with the new rating (1 to 5, or 0 when cleared) each time the person changes it (never for a new `value`). */
  onChange?: (value: number) => void;
  /**
   * Shows the stars greyed out; they cannot be focused or changed.
   * @default false
   */
  disabled?: boolean;
  /**
   * Shows the rating as one image ("4 out of 5 stars") that cannot be changed or focused: for displaying a score.
   * @default false
   */
  readOnly?: boolean;
  /** Name of a hidden input carrying the rating, so a form submits it. */
  name?: string;
  /** Ref to the root div (the radio group, or the image when read-only). */
  ref?: Ref<HTMLDivElement>;
}

const STARS = Array.from({ length: RATE_COUNT }, (_, index) => index + 1);

const StarIcon = () => (
  <svg className="aq-rate__icon" viewBox="0 0 24 24" aria-hidden focusable="false">
    <polygon points={RATE_STAR_POINTS} />
  </svg>
);

/**
 * A star rating: five stars in a radio group named "1 star" … "5 stars", chosen by click or keyboard,
 * with a hover preview. `readOnly` turns it into one image that says the score.
 */
export function Rate({
  color = RATE_DEFAULT_COLOR,
  allowClear = true,
  value,
  defaultValue,
  onChange,
  disabled = false,
  readOnly = false,
  name,
  className,
  style,
  onKeyDown,
  onPointerLeave,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  ref,
  ...rest
}: RateProps) {
  const fill = useMemo(() => colorProp(color, { prop: 'Rate color', fallback: RATE_DEFAULT_COLOR })?.css, [color]);
  const [rating, setRating] = useRatingValue({ value, defaultValue, onChange, readOnly });
  // The star under the pointer (0: none). After a click clears the rating, the star that was clicked
  // shows no preview until the pointer moves on, or the clear could not be seen.
  const [hovered, setHovered] = useState(0);
  const [clearedAt, setClearedAt] = useState(0);
  const valueTextId = useStableId();
  const words = useMessages('rate', rateEnglish);
  const dir = useDirection();
  const ratingText = (value: number) => words.outOf(value, RATE_COUNT);
  const interactive = !disabled && !readOnly;
  const preview = interactive && hovered !== 0 && hovered !== clearedAt ? hovered : 0;
  const shown = preview || rating;

  const choose = (star: number) => {
    if (star === rating) {
      if (!allowClear) return;
      setRating(0);
      setClearedAt(star);
    } else {
      setRating(star);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const star = Number((event.target as HTMLElement).dataset.star);
    if (!interactive || !star) return;
    const group = event.currentTarget;
    const move = (to: number) => {
      setHovered(0);
      setRating(to);
      group.querySelector<HTMLElement>(`[data-star="${to}"]`)?.focus();
    };
    // The stars are laid out in the reading direction: right to left, ArrowLeft moves to the next star.
    const step = readingStep(event.key, dir) || verticalStep(event.key);
    switch (step === 0 ? event.key : 'Arrow') {
      case 'Arrow':
        if (step === 1) move(star === RATE_COUNT ? 1 : star + 1);
        else move(star === 1 ? RATE_COUNT : star - 1);
        break;
      case 'Home':
        move(1);
        break;
      case 'End':
        move(RATE_COUNT);
        break;
      case ' ':
      case 'Enter':
        setRating(star);
        break;
      case 'Delete':
      case 'Backspace':
        if (allowClear) setRating(0);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const rootProps = {
    ...withoutRenamedProps('Rate', rest),
    ref,
    className: cx('aq-rate', className),
    style: { '--aq-rate-color': fill, ...style } as CSSProperties,
    'data-value': rating,
    'data-disabled': dataFlag(disabled),
    'data-readonly': dataFlag(readOnly),
    'data-previewing': dataFlag(preview !== 0),
    // Whether choosing the chosen star clears it, which nothing else on the page shows until someone tries.
    'data-allow-clear': dataFlag(interactive && allowClear),
    onKeyDown: composeHandlers(onKeyDown, handleKeyDown),
    onPointerLeave: composeHandlers(onPointerLeave, () => {
      setHovered(0);
      setClearedAt(0);
    }),
  };
  const hiddenInput = name !== undefined && <input type="hidden" name={name} value={rating} disabled={disabled} />;

  if (readOnly) {
    // One image that says the score: a display needs no tab stop per star. Its name keeps the
    // consumer's label and adds the value ("Average rating: 4 out of 5 stars"); with aria-labelledby
    // the value comes from a hidden text the label points at as well.
    return (
      <div
        {...rootProps}
        role="img"
        aria-label={labelledBy ? undefined : `${ariaLabel ?? words.rating}: ${ratingText(rating)}`}
        aria-labelledby={labelledBy && `${labelledBy} ${valueTextId}`}
      >
        {STARS.map((star) => (
          <span key={star} className="aq-rate__star" data-star={star} data-filled={dataFlag(star <= rating)}>
            <StarIcon />
          </span>
        ))}
        {labelledBy && (
          <span id={valueTextId} hidden>
            {ratingText(rating)}
          </span>
        )}
        {hiddenInput}
      </div>
    );
  }

  // Roving tab stop: the chosen star, or the first one while there is no rating.
  const tabStop = rating || 1;
  return (
    <div
      {...rootProps}
      role="radiogroup"
      aria-label={labelledBy ? ariaLabel : (ariaLabel ?? words.rating)}
      aria-labelledby={labelledBy}
      aria-disabled={disabled || undefined}
    >
      {STARS.map((star) => (
        <span
          key={star}
          role="radio"
          aria-label={words.stars(star)}
          aria-checked={star === rating}
          aria-disabled={disabled || undefined}
          tabIndex={disabled ? undefined : star === tabStop ? 0 : -1}
          className="aq-rate__star"
          data-star={star}
          data-filled={dataFlag(star <= shown)}
          data-state={star === rating ? 'checked' : 'unchecked'}
          onClick={interactive ? () => choose(star) : undefined}
          onPointerEnter={
            interactive
              ? () => {
                  setHovered(star);
                  if (star !== clearedAt) setClearedAt(0);
                }
              : undefined
          }
        >
          <StarIcon />
        </span>
      ))}
      {hiddenInput}
    </div>
  );
}
