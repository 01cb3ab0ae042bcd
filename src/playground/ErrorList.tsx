import type { PlaygroundError } from './runtime/protocol';
import './ErrorList.scss';

const KIND_LABEL = { compile: 'Compile error', runtime: 'Runtime error', timeout: 'Stopped' } as const;

/** Every current error with file, line, column and message, announced as it appears. */
export function ErrorList({ errors }: { errors: PlaygroundError[] }) {
  return (
    <div className="playground-errors" role="alert" aria-live="assertive">
      {errors.length > 0 && (
        <ul>
          {errors.map((error, index) => (
            <li key={index} data-kind={error.kind}>
              <strong>{KIND_LABEL[error.kind]}</strong>
              {error.file && (
                <span className="playground-errors__where">
                  {' '}
                  in {error.file}
                  {error.line !== undefined && ` ${error.line}:${error.column ?? 1}`}
                </span>
              )}
              : {error.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
