import { Dialog, DialogClose } from 'aquila-ui/dialog';
import { DIALOG_TEXT } from './dialogText';
import './SampleDialog.scss';

/** The dialog the overview's card opens: real, open from the moment it mounts, gone once it has closed. */
export default function SampleDialog({ onClosed }: { onClosed: () => void }) {
  return (
    <Dialog defaultOpen heading={DIALOG_TEXT.heading} size="small" draggable onClose={onClosed}>
      <p className="sample-dialog__text">{DIALOG_TEXT.body}</p>
      <div className="sample-dialog__actions">
        <DialogClose variant="outlined">{DIALOG_TEXT.cancel}</DialogClose>
        <DialogClose>{DIALOG_TEXT.confirm}</DialogClose>
      </div>
    </Dialog>
  );
}
