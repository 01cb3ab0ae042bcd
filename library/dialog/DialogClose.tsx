import { Button, type ButtonProps } from '../button/index.ts';
import { composeHandlers, withoutRenamedProps } from '../core/index.ts';
import { useDialogClose } from './context.ts';

export interface DialogCloseProps extends Omit<ButtonProps, 'value'> {
  /** The value the dialog closes with: `afterClosed()` of a dialog opened with `useDialog` resolves with it. */
  value?: unknown;
}

/**
 * A button that closes the dialog it is in, with `value`; the before-close guards of a dialog opened
 * with `useDialog` decide first. It is a `Button`, with all its props.
 */
export function DialogClose({ value, onClick, ...rest }: DialogCloseProps) {
  const close = useDialogClose();
  return (
    <Button
      // Named here, so a 0.x prop's warning names the component that was written.
      {...withoutRenamedProps('DialogClose', rest)}
      onClick={composeHandlers(onClick, () => {
        if (close) close(value);
        else if (process.env.NODE_ENV !== 'production')
          console.warn('Aquila UI: <DialogClose> closes nothing here: it is not inside a dialog.');
      })}
    />
  );
}
