import { useSeparator } from '../../../../shared/useSeparator';
import './SplitHandle.scss';

export interface SplitHandleProps {
  /** The accessible name, saying what it resizes: "Width of the editor". */
  label: string;
  /** The width now, in px, of the column before the handle. */
  value: number;
  /** The least width of that column, in px. */
  min: number;
  /** The most width of that column, in px. */
  max: number;
  /** Called with the new width, rounded and within `min`…`max`. */
  onChange: (value: number) => void;
  /** Called on Enter and on a double click. Default: none. */
  onReset?: () => void;
  /** Announced for the value. Default `` `${value} pixels` ``. */
  valueText?: string;
}

/**
 * The bar between two side-by-side columns that resizes the one before it: dragged with any pointer, or
 * focused and moved with the arrow keys (Shift for bigger steps), PageUp / PageDown, Home and End.
 */
export function SplitHandle({ label, value, min, max, onChange, onReset, valueText }: SplitHandleProps) {
  const separatorProps = useSeparator({ value, min, max, orientation: 'vertical', label, valueText, onChange, onReset });
  return (
    <div className="split-handle" {...separatorProps}>
      <span className="split-handle__grip" aria-hidden />
    </div>
  );
}
