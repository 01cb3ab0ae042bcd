import { createContext, useContext } from 'react';

/**
 * Closes the dialog around it: a `<Dialog>` asks its `onOpenChange(false)`; a dialog opened with
 * `useDialog().open` closes through its DialogRef, with the value and the before-close guards.
 */
export const DialogCloseContext = createContext<((value?: unknown) => void) | null>(null);

export const useDialogClose = () => useContext(DialogCloseContext);
