import { Check, Copy } from 'lucide-react';
import { COPY_FAILED, useCopyMessage } from '../../shared/useCopyMessage';

/** One shell command, with a button that copies it and says so. */
export function CopyableCommand({ command }: { command: string }) {
  const [message, copy] = useCopyMessage();
  return (
    <div className="copyable-command">
      <pre className="code-block">
        <code>{command}</code>
      </pre>
      <button
        type="button"
        className="icon-button"
        aria-label={`Copy “${command}”`}
        title="Copy"
        onClick={() => void copy(command, 'Copied')}
      >
        {message && message !== COPY_FAILED ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
      </button>
      <span className="aq-visually-hidden" role="status">
        {message}
      </span>
    </div>
  );
}
