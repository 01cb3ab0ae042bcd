import type { CSSProperties } from 'react';
import { cx, textColorOn } from '../core/index.ts';
import { BLACK } from './paperLook.ts';

export interface SignatureColorsProps {
  /** The colours offered, as the consumer wrote them (hex, rgb, a name …). */
  colors: readonly string[];
  /** The same colours as CSS colours (each one valid), in the same order. */
  cssColors: readonly string[];
  /** One accessible name per colour, in the same order. */
  labels: readonly string[];
  /** Index of the colour in use, or -1 when the pen colour is none of these. */
  selected: number;
  /** Name shared by the radios so the browser groups them (arrow keys, one tab stop). */
  name: string;
  /** The accessible name of the group. */
  groupLabel: string;
  /** Called with the colour chosen, as the consumer wrote it. */
  onSelect: (color: string) => void;
}

/**
 * The pen colours of a signature pad as a radio group of swatches. Native radios do the keyboard
 * work (one tab stop, arrow keys choose); each sits, transparent, on its swatch so a click on the
 * swatch is a click on the radio.
 */
export function SignatureColors({ colors, cssColors, labels, selected, name, groupLabel, onSelect }: SignatureColorsProps) {
  return (
    <div role="radiogroup" aria-label={groupLabel} className="aq-signature__colors">
      {colors.map((color, index) => (
        <label
          key={`${index}-${color}`}
          className={cx('aq-signature__color', cssColors[index] === BLACK && 'aq-signature__color--ink')}
          style={
            { '--aq-signature-swatch': cssColors[index], '--aq-signature-swatch-mark': textColorOn(cssColors[index]) } as CSSProperties
          }
        >
          <input
            type="radio"
            name={name}
            value={index}
            checked={index === selected}
            onChange={() => onSelect(color)}
            className="aq-signature__color-input"
          />
          <span className="aq-signature__swatch" aria-hidden>
            <svg viewBox="0 0 24 24" focusable="false" className="aq-signature__mark">
              <polyline points="5 12.5 10 17.5 19 7" />
            </svg>
          </span>
          <span className="aq-visually-hidden">{labels[index]}</span>
        </label>
      ))}
    </div>
  );
}
