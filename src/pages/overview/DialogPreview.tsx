import { lazy, Suspense, useState } from 'react';
import { X } from 'lucide-react';
import { Button } from 'aquila-ui/button';
import { DIALOG_TEXT } from './dialogText';

// The dialog's code (focus trap, dragging, the store of open dialogs) comes when it is first asked for,
// so the card costs the page a picture and a button; pointing at the button starts the download.
const loadDialog = () => import('./SampleDialog');
const SampleDialog = lazy(loadDialog);

/** A picture of an open dialog, and a button that opens the real one. */
export function DialogPreview() {
  const [open, setOpen] = useState(false);
  return (
    <div className="dialog-preview">
      <div className="dialog-preview__window" aria-hidden>
        <div className="dialog-preview__title-bar">
          <span>{DIALOG_TEXT.heading}</span>
          <X size={14} />
        </div>
        <div className="dialog-preview__body">
          <span className="dialog-preview__line" />
          <span className="dialog-preview__line dialog-preview__line--short" />
          <div className="dialog-preview__actions">
            <span className="dialog-preview__button">{DIALOG_TEXT.cancel}</span>
            <span className="dialog-preview__button dialog-preview__button--primary">{DIALOG_TEXT.confirm}</span>
          </div>
        </div>
      </div>
      <Button size="small" onClick={() => setOpen(true)} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()}>
        Open the dialog
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SampleDialog onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
