import './ShareLink.scss';

/** The link just made, selectable, with whether it reached the clipboard. */
export function ShareLinkField({ demoId, url, status }: { demoId: string; url: string; status: string }) {
  if (!url) return null;
  return (
    <div className="playground-share">
      <label htmlFor={`${demoId}-share`}>Link to this version</label>
      <input id={`${demoId}-share`} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <span role="status">{status}</span>
    </div>
  );
}
