export { Dialog } from './Dialog.tsx';
export type { DialogProps, DialogControls } from './Dialog.tsx';
export { DialogClose } from './DialogClose.tsx';
export type { DialogCloseProps } from './DialogClose.tsx';
export { DialogHost } from './DialogHost.tsx';
export { useDialog } from './useDialog.ts';
export type { DialogRef, DialogGuard, DialogConfig, DialogContentProps } from './useDialog.ts';
export { useDrag } from './useDrag.ts';
export type { DragOffset, UseDragOptions, UseDragResult, DragHandleProps } from './useDrag.ts';
export type { CloseStrategy, DialogEnableClose } from './closeRules.ts';
export type { DialogSizes } from './sizing.ts';
export {
  DIALOG_SIZES,
  DIALOG_Z_INDEX,
  DIALOG_DURATION,
  DIALOG_BACKDROP_DURATION,
  DIALOG_EXIT_DURATION,
  DIALOG_OPEN_CLASS,
  DRAG_MARKER_HEIGHT,
  DRAG_STEP,
  DRAG_STEP_LARGE,
  DIALOG_ERRORS,
} from './constants.ts';
export type { DialogSize, DragConstraint, DialogSizeStyle } from './constants.ts';
