import { memo } from 'react';
import './ShareLink.scss';

interface ShareLinkFieldProps {
  /** Prefix of the field's id: the demo's id, or the page's. */
  demoId: string;
  url: string;
  status: string;
  /** What the field holds, as its label says. */
  label?: string;
}

/** The link (or snippet) just made, selectable, with whether it reached the clipboard. */
export const ShareLinkField = memo(function ShareLinkField({
  demoId,
  url,
  status,
  label = 'Link to this version',
}: ShareLinkFieldProps) {
  if (!url) return null;
  return (
    <div className="playground-share">
      <label htmlFor={`${demoId}-share`}>{label}</label>
      <input id={`${demoId}-share`} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <span role="status">{status}</span>
    </div>
  );
});
