import { CopyButton } from '../../shared/CopyButton';

/** One shell command, with a button that copies it and says so. */
export function CopyableCommand({ command }: { command: string }) {
  return (
    <div className="copyable-command">
      <pre className="code-block">
        <code>{command}</code>
      </pre>
      <CopyButton text={command} label={`Copy “${command}”`} />
    </div>
  );
}
