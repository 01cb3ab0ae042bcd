/** The preset sizes of a dialog. */
export type DialogSize = 'small' | 'medium' | 'large' | 'fullScreen';

/** How far a dialog may be dragged: anywhere, only inside the window, or anywhere and pulled back inside on release. */
export type DragConstraint = 'none' | 'constrain' | 'bounce';

/**
 * The box of the window: of one size preset, and the Dialog props of the same names, which override the
 * preset's. A number is px, a string its text ("300", "300px") or any CSS length.
 */
export interface DialogSizeStyle {
  /** Width of the window (px as 300, "300" or "300px", or any CSS length); as a prop, it overrides the size preset's. */
  width?: number | string;
  /** Narrowest the window gets, also when resized (px as a number or its text, or any CSS length). */
  minWidth?: number | string;
  /** Widest the window gets, also when resized (px as a number or its text, or any CSS length); by default the window's width less 2rem. */
  maxWidth?: number | string;
  /** Height of the window (px as a number or its text, or any CSS length); by default the height of its content. */
  height?: number | string;
  /** Lowest the window gets, also when resized (px as a number or its text, or any CSS length). */
  minHeight?: number | string;
  /** Highest the window gets, also when resized (px as a number or its text, or any CSS length); by default the window's height less 2rem. */
  maxHeight?: number | string;
}

/** small, medium and large are widths with the height of their content; fullScreen fills the window. */
export const DIALOG_SIZES: Readonly<Record<DialogSize, DialogSizeStyle>> = {
  small: { width: 400, height: 'auto' },
  medium: { width: 560, height: 'auto' },
  large: { width: 800, height: 'auto' },
  fullScreen: { width: '100%', height: '100%' },
};

/** The stacking level of a dialog's layer (its backdrop and window): above the drawer, below tooltips and lists. */
export const DIALOG_Z_INDEX = 1050;
/** The opening animation of the window and the fade-in of the backdrop, in ms. */
export const DIALOG_DURATION = 400;
export const DIALOG_BACKDROP_DURATION = 300;
/** The closing animation of window and backdrop, in ms: the dialog unmounts when it ends. */
export const DIALOG_EXIT_DURATION = 200;

/** The class the page's body has while at least one dialog is open. */
export const DIALOG_OPEN_CLASS = 'aq-dialog-open';

/** Height of the drag marker, the grip strip on top of a draggable dialog's title bar, in px. */
export const DRAG_MARKER_HEIGHT = 10;
/** px an arrow key moves a draggable dialog (or resizes a resizable one), and with Shift held. */
export const DRAG_STEP = 10;
export const DRAG_STEP_LARGE = 50;

export const DIALOG_ERRORS = {
  /** Thrown (TypeError) by `useDialog().open` for anything but a component or a React element; the value passed follows. */
  content: 'Dialog must receive a Component or a ReactElement, but this has been passed instead: ',
  /** Thrown by `useDrag` when it is given no target to move. */
  dragTarget: 'You need to specify the drag target',
} as const;

/** The development warning for a dialog opened without an id (a component takes its name instead). */
export const noIdWarning = (id: string) =>
  `Aquila UI: Dialog id is not provided, generated id is ${id}, providing an id is recommended to prevent unexpected multiple behavior`;
