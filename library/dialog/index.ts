export { Dialog } from './Dialog';
export type { DialogProps, DialogControls } from './Dialog';
export { DialogClose } from './DialogClose';
export type { DialogCloseProps } from './DialogClose';
export { DialogHost } from './DialogHost';
export { useDialog } from './useDialog';
export type { DialogRef, DialogGuard, DialogConfig, DialogContentProps } from './useDialog';
export { useDrag } from './useDrag';
export type { DragOffset, UseDragOptions, UseDragResult, DragHandleProps } from './useDrag';
export type { CloseStrategy, DialogEnableClose } from './closeRules';
export type { DialogSizes } from './sizing';
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
} from './constants';
export type { DialogSize, DragConstraint, DialogSizeStyle } from './constants';
