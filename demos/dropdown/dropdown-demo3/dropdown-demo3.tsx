import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Dropdown, DropdownItem, DropdownSeparator } from 'aquila-ui/dropdown';
import './dropdown-demo3.scss';

const FILES = ['quarterly-report.pdf', 'team-photo.jpg', 'budget-2025.xlsx'];

const moreIcon = (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
);

export default function DropdownDemo3() {
  const [files, setFiles] = useState(FILES);
  const [message, setMessage] = useState('');

  const remove = (file: string) => {
    setFiles((current) => current.filter((name) => name !== file));
    setMessage(`${file} moved to the bin.`);
  };

  return (
    <div className="dropdown-demo3">
      <ul className="dropdown-demo3__files">
        {files.map((file) => (
          <li key={file} className="dropdown-demo3__file">
            <span className="dropdown-demo3__name">{file}</span>
            <Dropdown
              placement="bottomRight"
              trigger={
                <Button variant="text" size="small" aria-label={`Actions for ${file}`}>
                  {moreIcon}
                </Button>
              }
            >
              <DropdownItem onSelect={() => setMessage(`Opened ${file}.`)}>Open</DropdownItem>
              <DropdownItem onSelect={() => setMessage(`Downloading ${file}.`)}>Download</DropdownItem>
              <DropdownItem disabled title="Sharing is turned off in this workspace">
                Share
              </DropdownItem>
              <DropdownSeparator />
              <DropdownItem danger onSelect={() => remove(file)}>
                Delete
              </DropdownItem>
            </Dropdown>
          </li>
        ))}
      </ul>
      {files.length < FILES.length && (
        <Button variant="outlined" size="small" onClick={() => setFiles(FILES)}>
          Restore files
        </Button>
      )}
      <p className="dropdown-demo3__status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
