import './notice.scss';
import './link-notice.scss';

export interface LinkNoticeProps {
  /** 'problem': the link could not be used as it is; 'info': it opened, and there is something to know. */
  tone: 'problem' | 'info';
  message: string;
  /** Text of the link's files to show under a disclosure, by file name; none shows no disclosure. */
  files?: Record<string, string>;
  /** The disclosure's summary. */
  filesLabel?: string;
  onDismiss?: () => void;
}

/**
 * What became of a shared link, for the demo pages, the playground and the embed alike: why it failed,
 * or that its code was updated, with the text it held, so nothing the sender wrote is lost.
 */
export function LinkNotice({ tone, message, files = {}, filesLabel = 'What the link holds', onDismiss }: LinkNoticeProps) {
  const entries = Object.entries(files);
  return (
    <div className="notice link-notice" data-tone={tone}>
      <p role={tone === 'problem' ? 'alert' : 'status'}>{message}</p>
      {entries.length > 0 && (
        <details>
          <summary>{filesLabel}</summary>
          {entries.map(([file, text]) => (
            <figure key={file}>
              <figcaption>{file}</figcaption>
              <pre>
                <code>{text}</code>
              </pre>
            </figure>
          ))}
        </details>
      )}
      {onDismiss && (
        <button type="button" className="text-button" onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
}
