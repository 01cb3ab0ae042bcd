import { memo } from 'react';
import { Location, type GoTo } from './console/Location';
import type { PlaygroundError } from './runtime/protocol';
import './ErrorList.scss';

const KIND_LABEL = { compile: 'Compile error', runtime: 'Runtime error', timeout: 'Stopped' } as const;

/**
 * Every current error with file, line, column and message, announced as it appears. With `onGoTo`
 * (there is an editor), each place is a button that shows it there.
 */
export const ErrorList = memo(function ErrorList({ errors, onGoTo }: { errors: PlaygroundError[]; onGoTo?: GoTo }) {
  return (
    <div className="playground-errors" role="alert" aria-live="assertive">
      {errors.length > 0 && (
        <ul>
          {errors.map((error, index) => (
            <li key={index} data-kind={error.kind}>
              <strong>{KIND_LABEL[error.kind]}</strong>
              {error.file && (
                <span className="playground-errors__where">
                  {' in '}
                  {error.line === undefined ? (
                    error.file
                  ) : (
                    <Location position={{ file: error.file, line: error.line, column: error.column ?? 1 }} onGoTo={onGoTo} />
                  )}
                </span>
              )}
              : {error.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
