import type { SourcePosition } from '../runtime/protocol';
import './Location.scss';

export type GoTo = (position: SourcePosition) => void;

/** A place in the demo's files: a button that shows it in the editor, or plain text where there is no editor. */
export function Location({ position, onGoTo }: { position: SourcePosition; onGoTo?: GoTo }) {
  const text = `${position.file}:${position.line}:${position.column}`;
  if (!onGoTo) return <span className="console-location">{text}</span>;
  return (
    <button type="button" className="console-link console-location" title="Show in the editor" onClick={() => onGoTo(position)}>
      {text}
    </button>
  );
}
