import { useMemo, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { colorProp, cx, hasContent, withoutRenamedProps } from '../core/index.ts';
import { namedSize } from '../core/namedSize.ts';
import {
  PROGRESS_CIRCUMFERENCE,
  PROGRESS_DEFAULT_COLOR,
  PROGRESS_DEFAULT_DURATION,
  PROGRESS_LABEL,
  PROGRESS_RADIUS,
  type ProgressSize,
  type ProgressVariant,
} from './constants.ts';
import { clampPercent, transitionSeconds } from './percent.ts';
import './Progress.scss';

export interface ProgressProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'color'> {
  /**
   * A horizontal bar, or a ring drawn as an SVG circle.
   * @default 'line'
   */
  variant?: ProgressVariant;
  /**
   * How far the work has come, from 0 to 100; values outside are kept within that range.
   * @default 0
   */
  value?: number;
  /**
   * Colour of the bar: any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …); a value that is no colour draws the default and warns in development.
   * @default '#1890FF'
   */
  color?: string;
  /**
   * Thickness of the line (6, 8 or 10 px) or diameter of the circle (80, 100 or 120 px), with the text to match.
   * @default 'medium'
   */
  size?: ProgressSize;
  /**
   * Seconds the bar takes to move to a new percent.
   * @default 0.5
   */
  duration?: number;
  /**
   * Shown instead of the percent once `value` reaches 100, such as a check mark; below 100 the percent (or `format`) shows.
   * A string also becomes aria-valuetext.
   */
  completeLabel?: ReactNode;
  /**
   * The text at every percent instead of "n%": a function that receives the percent; returning null shows no text.
   * A string result also becomes aria-valuetext. At 100, `completeLabel` wins when both are given.
   */
  format?: (percent: number) => ReactNode;
  /** Ref to the root div, the element with role="progressbar". */
  ref?: Ref<HTMLDivElement>;
}

function Circle({ percent }: { percent: number }) {
  return (
    <svg className="aq-progress__circle" viewBox="0 0 100 100" aria-hidden focusable="false">
      <circle className="aq-progress__track" cx="50" cy="50" r={PROGRESS_RADIUS} />
      <circle
        className="aq-progress__bar"
        cx="50"
        cy="50"
        r={PROGRESS_RADIUS}
        strokeDasharray={PROGRESS_CIRCUMFERENCE}
        strokeDashoffset={PROGRESS_CIRCUMFERENCE * (1 - percent / 100)}
      />
    </svg>
  );
}

function Line({ percent }: { percent: number }) {
  return (
    <div className="aq-progress__track" aria-hidden>
      <div className="aq-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * Shows how far a task has come, as a line or a circle with the percent (or your own text) beside
 * or inside it, and `completeLabel` in its place once the task is done. It is a progressbar from 0 to 100 named "Progress" unless you name it.
 */
export function Progress({
  variant = 'line',
  value = 0,
  color = PROGRESS_DEFAULT_COLOR,
  size = 'medium',
  duration = PROGRESS_DEFAULT_DURATION,
  completeLabel,
  format,
  className,
  style,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  ref,
  ...rest
}: ProgressProps) {
  const percent = clampPercent(value);
  const barColor = useMemo(() => colorProp(color, { prop: 'Progress color', fallback: PROGRESS_DEFAULT_COLOR })?.css, [color]);
  const drawnSize = namedSize('Progress', size, 'medium');
  // The complete label is what a finished task shows (a check mark, "Done"); until then the percent tells more.
  const custom = percent === 100 && hasContent(completeLabel);
  const formatted = custom || format !== undefined;
  const text = custom ? completeLabel : format !== undefined ? format(percent) : `${percent}%`;
  // Assistive technology reads a progressbar's value, not its content: a custom text that is plain
  // text says the value better than the number, so it becomes the value text.
  const valueText = formatted && (typeof text === 'string' || typeof text === 'number') ? String(text) : undefined;

  return (
    <div
      role="progressbar"
      aria-label={labelledBy ? ariaLabel : (ariaLabel ?? PROGRESS_LABEL)}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      {...withoutRenamedProps('Progress', rest)}
      ref={ref}
      className={cx('aq-progress', className)}
      style={
        { '--aq-progress-color': barColor, '--aq-progress-duration': `${transitionSeconds(duration)}s`, ...style } as CSSProperties
      }
      data-variant={variant}
      data-size={drawnSize}
      data-state={percent === 0 ? 'empty' : percent === 100 ? 'complete' : 'partial'}
    >
      {variant === 'circle' ? <Circle percent={percent} /> : <Line percent={percent} />}
      {hasContent(text) && <div className="aq-progress__text">{text}</div>}
    </div>
  );
}
