import { useMemo, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { cx, hasContent, toCssColor } from '../core';
import {
  PROGRESS_CIRCUMFERENCE,
  PROGRESS_DEFAULT_COLOR,
  PROGRESS_DEFAULT_TIMER,
  PROGRESS_LABEL,
  PROGRESS_RADIUS,
  type ProgressSize,
  type ProgressType,
} from './constants';
import { clampPercent, transitionSeconds } from './percent';
import './Progress.scss';

export interface ProgressProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * A horizontal bar, or a ring drawn as an SVG circle.
   * @default 'line'
   */
  ngxType?: ProgressType;
  /**
   * How far the work has come, from 0 to 100; values outside are kept within that range.
   * @default 0
   */
  ngxPercent?: number;
  /**
   * Colour of the bar (preset name, hex, rgb, rgba, hsl or hsla); an invalid value throws.
   * @default '#1890FF'
   */
  ngxColor?: string;
  /**
   * Thickness of the line (6, 8 or 12 px) or diameter of the circle (80, 120 or 160 px), with the text to match.
   * @default 'default'
   */
  ngxSize?: ProgressSize;
  /**
   * Seconds the bar takes to move to a new percent.
   * @default 0.5
   */
  ngxTimer?: number;
  /** Shown instead of the percent text: content, or a function that receives the percent; null shows no text. A string result also becomes aria-valuetext. */
  template?: ReactNode | ((percent: number) => ReactNode);
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
 * or inside it. It is a progressbar from 0 to 100 named "Progress" unless you name it.
 */
export function Progress({
  ngxType = 'line',
  ngxPercent = 0,
  ngxColor = PROGRESS_DEFAULT_COLOR,
  ngxSize = 'default',
  ngxTimer = PROGRESS_DEFAULT_TIMER,
  template,
  className,
  style,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  ref,
  ...rest
}: ProgressProps) {
  const percent = clampPercent(ngxPercent);
  const color = useMemo(() => toCssColor(ngxColor), [ngxColor]);
  const text = template === undefined ? `${percent}%` : typeof template === 'function' ? template(percent) : template;
  // Assistive technology reads a progressbar's value, not its content: a custom text that is plain
  // text says the value better than the number, so it becomes the value text.
  const valueText = template !== undefined && (typeof text === 'string' || typeof text === 'number') ? String(text) : undefined;

  return (
    <div
      role="progressbar"
      aria-label={labelledBy ? ariaLabel : (ariaLabel ?? PROGRESS_LABEL)}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      {...rest}
      ref={ref}
      className={cx('aq-progress', className)}
      style={{ '--aq-progress-color': color, '--aq-progress-duration': `${transitionSeconds(ngxTimer)}s`, ...style } as CSSProperties}
      data-type={ngxType}
      data-size={ngxSize}
      data-state={percent === 0 ? 'empty' : percent === 100 ? 'complete' : 'partial'}
    >
      {ngxType === 'circle' ? <Circle percent={percent} /> : <Line percent={percent} />}
      {hasContent(text) && <div className="aq-progress__text">{text}</div>}
    </div>
  );
}
