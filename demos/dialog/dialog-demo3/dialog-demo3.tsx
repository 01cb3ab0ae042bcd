import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { DialogClose, useDialog } from 'aquila-ui/dialog';
import './dialog-demo3.scss';

const FILES = ['Quarterly report.pdf', 'Team photo.png', 'Budget 2025.xlsx'];

export default function DialogDemo3() {
  const { open } = useDialog();
  const [files, setFiles] = useState(FILES);

  const confirmDelete = (file: string) => {
    // An element is rendered as it is when opened; it can use the page's values, such as the file name.
    const ref = open(
      <div className="dialog-demo3__confirm">
        <p>“{file}” will be deleted for everyone who has access to it. This cannot be undone.</p>
        <div className="dialog-demo3__actions">
          <DialogClose variant="outlined">Cancel</DialogClose>
          <DialogClose color="#d32029" value="delete">
            Delete
          </DialogClose>
        </div>
      </div>,
      { id: 'confirm-delete', heading: 'Delete file?', size: 'small' },
    );
    ref.afterClosed().then((answer) => {
      if (answer === 'delete') setFiles((current) => current.filter((name) => name !== file));
    });
  };

  return (
    <div className="dialog-demo3">
      {files.length > 0 ? (
        <ul className="dialog-demo3__files">
          {files.map((file) => (
            <li key={file}>
              <span>{file}</span>
              <Button variant="outlined" size="small" aria-label={`Delete ${file}`} onClick={() => confirmDelete(file)}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="dialog-demo3__empty">
          <p>No files left.</p>
          <Button variant="outlined" onClick={() => setFiles(FILES)}>
            Restore the files
          </Button>
        </div>
      )}
    </div>
  );
}
