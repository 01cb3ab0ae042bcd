import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import type { ControlSize } from './controlSize.ts';

/**
 * The props a checkbox, a radio button and a switch take alike: each is a native `<input>` inside a
 * `<label>` that holds its text (see _choice.scss), so the label, the wrapper's props and the ref mean
 * the same on all three.
 */
export interface ChoiceInputProps {
  /** The label beside the input; clicking it acts on the input, as clicking the input itself does. */
  children?: ReactNode;
  /** Props for the `<label>` that holds the input and its text; `className`, `style` and native attributes go to the `<input>`. */
  wrapperProps?: Omit<ComponentPropsWithoutRef<'label'>, 'children'>;
  /** Ref to the native `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** How a checkbox and a radio button are drawn: a box or circle of one of the same sizes, filled with a colour once checked. */
export interface ChoiceMarkProps {
  /**
   * Fill colour once checked: any CSS colour (a name, hex, rgb(), hsl(), oklch(), var(--your-token) …); a value that is no colour draws the default and warns in development. A disabled input is #9E9E9E whatever this says.
   * @default '#1890FF'
   */
  color?: string;
  /**
   * Size of the box or circle: 'small' (14 px), 'medium' (18 px), 'large' (22 px) or a number of pixels.
   * @default 'medium'
   */
  size?: ControlSize;
}
