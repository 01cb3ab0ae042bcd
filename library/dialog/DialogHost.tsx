import { createElement } from 'react';
import { isComponent, useOverlayHost } from '../core/index.ts';
import { Dialog } from './Dialog.tsx';
import { DialogCloseContext } from './context.ts';
import { dialogStore, type DialogContentProps, type DialogEntry } from './dialogStore.ts';

function HostedDialog({ entry }: { entry: DialogEntry }) {
  const { content, ref } = entry;
  const { data, id, onClose, onBackdropClick, ...dialogProps } = entry.config;
  const body = isComponent<DialogContentProps>(content) ? createElement(content, { data, dialogRef: ref }) : content;
  return (
    <Dialog
      {...dialogProps}
      id={id ?? ref.id}
      open={entry.visible}
      // The close button, the backdrop and Escape close through the ref, so the guards have their say.
      onOpenChange={(open) => {
        if (!open) ref.close();
      }}
      onClose={() => {
        onClose?.();
        dialogStore.closed(entry);
      }}
      onBackdropClick={(event) => {
        onBackdropClick?.(event);
        dialogStore.backdropClicked(entry, event);
      }}
      controlsRef={(controls) => dialogStore.setControls(entry, controls)}
    >
      <DialogCloseContext value={ref.close as (value?: unknown) => void}>{body}</DialogCloseContext>
    </Dialog>
  );
}

/**
 * Renders the dialogs opened with `useDialog().open`. Render it once near the root of the app;
 * when several are mounted only the first one renders, so a stray second host does no harm.
 */
export function DialogHost() {
  return useOverlayHost(dialogStore).map((entry) => <HostedDialog key={entry.key} entry={entry} />);
}
