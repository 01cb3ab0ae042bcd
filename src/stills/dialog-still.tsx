import type { CSSProperties } from 'react';
import { Move, X } from 'lucide-react';
import { DialogClose } from 'aquila-ui/dialog';
// After the library's stylesheets: it moves their panels into the box.
import './still.scss';

/**
 * The dialog sample as it opens: its backdrop and the dialog as the library draws them (the same
 * elements and classes, the real buttons), over the box instead of the whole window.
 */
export default function DialogStill() {
  return (
    <div className="aq-dialog-layer configurator-still__layer" data-state="open" data-backdrop="">
      <div className="aq-dialog__backdrop" data-state="open" />
      <div
        className="aq-dialog"
        data-state="open"
        data-size="medium"
        data-draggable=""
        data-drag-constraint="none"
        style={{ '--aq-dialog-width': '560px', '--aq-dialog-height': 'auto' } as CSSProperties}
      >
        <div className="aq-dialog__header">
          <div className="aq-dialog__drag-marker" />
          <div className="aq-dialog__title-bar">
            <h2 className="aq-dialog__title">Delete project?</h2>
            <button type="button" className="aq-dialog__icon-button aq-dialog__move" tabIndex={-1}>
              <Move size={16} />
            </button>
            <button type="button" className="aq-dialog__icon-button aq-dialog__close" tabIndex={-1}>
              <X size={18} />
            </button>
          </div>
        </div>
        <div className="aq-dialog__body">
          <p>“Website redesign” and its 24 tasks will be deleted for everyone on the team. This cannot be undone.</p>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <DialogClose variant="outlined">Cancel</DialogClose>
            <DialogClose color="#d32029">Delete</DialogClose>
          </div>
        </div>
      </div>
    </div>
  );
}
