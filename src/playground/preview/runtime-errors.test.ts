import { currentErrors, NO_MESSAGE, toRuntimeError } from './runtime-errors';
import type { PlaygroundError } from '../runtime/protocol';

const noMaps = { maps: {} };

describe('toRuntimeError', () => {
  it('keeps a message as thrown', () => {
    expect(toRuntimeError('x is not defined', 'ReferenceError: x is not defined\n    at f (blob:1:2)', noMaps)).toEqual({
      kind: 'runtime',
      message: 'x is not defined',
    });
  });

  it('names an error without a message by its kind, never leaving the message empty', () => {
    expect(toRuntimeError('', 'TypeError\n    at f (blob:1:2)', noMaps).message).toBe('TypeError, with no message');
    expect(toRuntimeError('  ', 'Error: \n    at f (blob:1:2)', noMaps).message).toBe('Error, with no message');
    expect(toRuntimeError('', undefined, noMaps).message).toBe(NO_MESSAGE);
    expect(toRuntimeError('', '    at f (blob:1:2)', noMaps).message).toBe(NO_MESSAGE);
  });
});

describe('currentErrors', () => {
  const compile: PlaygroundError = { kind: 'compile', file: 'App.tsx', line: 3, column: 1, message: 'Unexpected token' };
  const thrown = { runId: 4, error: { kind: 'runtime', message: 'boom' } as PlaygroundError };

  it('shows the running code’s runtime error while the editor’s code is that run', () => {
    expect(currentErrors([], thrown, 4)).toEqual([thrown.error]);
  });

  it('drops it once a newer compile fails: the error is about code no longer in the editor', () => {
    expect(currentErrors([compile], thrown, 4)).toEqual([compile]);
  });

  it('drops it once a newer run is on screen', () => {
    expect(currentErrors([], thrown, 5)).toEqual([]);
  });

  it('gives back the compile errors themselves when there is nothing to add, so nothing redraws', () => {
    const none: PlaygroundError[] = [];
    expect(currentErrors(none, null, 4)).toBe(none);
  });
});
