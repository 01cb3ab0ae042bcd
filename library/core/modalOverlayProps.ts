import type { ReactNode, Ref } from 'react';

/**
 * The props a modal overlay component takes alike (the dialog, the drawer): open controlled or not, a
 * heading that names it, its content, and the reports of useModalOverlay as it opens and once it has
 * left. Each component documents its own onOpenChange, as the gestures that ask it to close differ.
 */
export interface ModalOverlayProps {
  /** Whether it is open. Controlled when given; pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether it starts open when `open` is not given (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Title shown at its top (the dialog's title bar, the drawer's header); it also names the dialog for assistive technology. */
  heading?: ReactNode;
  /** Called once it has opened. */
  onOpen?: () => void;
  /** Called once it has closed and left the page, after its exit animation. */
  onClose?: () => void;
  /** Its content. */
  children?: ReactNode;
  /** Ref to its element with role="dialog" (the dialog's window, the drawer's panel). */
  ref?: Ref<HTMLDivElement>;
}
