import { useState, type ComponentPropsWithoutRef, type CSSProperties, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import {
  type ColorPair,
  composeHandlers,
  cx,
  dataFlag,
  focusNeighbourOf,
  useControllableState,
  useMessages,
  useStableId,
  withoutRenamedProps,
} from '../core/index.ts';
import { TAG_DEFAULT_COLOR, type TagMode } from './constants.ts';
import { tagColorVariables } from './tagColors.ts';
import { tagEnglish } from './english.ts';
import './Tag.scss';

export interface TagProps extends Omit<ComponentPropsWithoutRef<'span'>, 'onClose' | 'defaultChecked' | 'color'> {
  /**
   * Draws a border around the tag.
   * @default true
   */
  bordered?: boolean;
  /**
   * The tag's colour, any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …) — a light tint with readable text, and a solid fill once a checkable tag is checked — or `{ backgroundColor, overlayColor }` to set the background and text exactly. A value that is no colour draws the default and warns in development.
   * @default '#1890FF'
   */
  color?: string | ColorPair;
  /**
   * What the tag does: 'default' only labels, 'closeable' adds a remove button, 'checkable' toggles on click.
   * @default 'default'
   */
  mode?: TagMode;
  /** Whether a checkable tag is checked, when controlled (checkable mode only). */
  checked?: boolean;
  /**
   * Whether a checkable tag starts checked, when uncontrolled.
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new checked state when the person toggles a checkable tag (never for a new `checked`). */
  onCheckedChange?: (checked: boolean) => void;
  /** Called when the remove button of a closeable tag is pressed; `event.preventDefault()` keeps the tag. */
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * Accessible name of the remove button, read before the tag's text ("Remove Design"); without it, the nearest AquilaProvider's messages say it (English by default).
   * @default 'Remove'
   */
  closeLabel?: string;
  /** Ref to the tag's `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A short label for a category, a status or a filter. A closeable tag has a remove button that can
 * be refused; a checkable tag is a checkbox that people toggle with a click or Space.
 */
export function Tag({
  bordered = true,
  color = TAG_DEFAULT_COLOR,
  mode = 'default',
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  onClose,
  closeLabel: closeLabelProp,
  className,
  style,
  children,
  onClick,
  onKeyDown,
  ref,
  ...rest
}: TagProps) {
  const tagMessages = useMessages('tag', tagEnglish);
  const closeLabel = closeLabelProp ?? tagMessages.remove;
  const checkable = mode === 'checkable';
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
    name: 'Tag',
    // Only a checkable tag changes its checked state, so only there is checked without a handler stuck.
    prop: checkable ? 'checked' : undefined,
    handler: 'onCheckedChange',
    defaultProp: 'defaultChecked',
  });
  const [closed, setClosed] = useState(false);
  const labelId = useStableId();
  const closeId = useStableId();
  if (closed) return null;

  const toggle = () => setChecked(!checked);
  const toggleWithSpace = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault(); // Space would scroll the page.
    toggle();
  };

  const close = (event: MouseEvent<HTMLButtonElement>) => {
    onClose?.(event);
    if (event.defaultPrevented) return;
    focusNeighbourOf(event.currentTarget.parentElement ?? event.currentTarget); // the whole tag leaves
    setClosed(true);
  };

  return (
    <span
      {...(checkable && { role: 'checkbox', 'aria-checked': checked, tabIndex: 0 })}
      {...withoutRenamedProps('Tag', rest)}
      ref={ref}
      className={cx('aq-tag', className)}
      style={{ ...tagColorVariables(color), ...style } as CSSProperties}
      onClick={checkable ? composeHandlers(onClick, toggle) : onClick}
      onKeyDown={checkable ? composeHandlers(onKeyDown, toggleWithSpace) : onKeyDown}
      data-mode={mode}
      data-state={checkable ? (checked ? 'checked' : 'unchecked') : undefined}
      data-bordered={dataFlag(bordered)}
    >
      <span id={labelId} className="aq-tag__label">
        {children}
      </span>
      {mode === 'closeable' && (
        <button
          type="button"
          id={closeId}
          className="aq-tag__close"
          aria-labelledby={`${closeId} ${labelId}`}
          aria-label={closeLabel}
          onClick={close}
        >
          <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
            <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </span>
  );
}
