import type { MappedStack } from '../preview/stack';
import { Location, type GoTo } from './Location';

/** Where a warning or an error came from: the demo's own frames, and the rest (React, the library) counted. */
export function StackTrace({ stack, onGoTo }: { stack: MappedStack; onGoTo?: GoTo }) {
  return (
    <ul className="console-stack" aria-label="Stack">
      {stack.frames.map((frame, index) => (
        <li key={index}>
          {frame.name || '(anonymous)'} (<Location position={frame.location} onGoTo={onGoTo} />)
        </li>
      ))}
      {stack.hidden > 0 && (
        <li className="console-stack__hidden">
          {stack.hidden} more frame{stack.hidden === 1 ? '' : 's'}
        </li>
      )}
    </ul>
  );
}
