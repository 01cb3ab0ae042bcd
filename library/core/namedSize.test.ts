import { describe, expect, it } from 'vitest';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { invalidSizeWarning, namedSize } from './namedSize.ts';
import { renamedValueWarning } from './renamedProps.ts';

describe('namedSize', () => {
  it.each(['small', 'medium', 'large'] as const)('takes %s as it is, saying nothing', (size) => {
    const warn = watchWarnings();
    expect(namedSize('Avatar', size, 'medium')).toBe(size);
    expect(warn).not.toHaveBeenCalled();
  });

  it('draws the fallback for a 0.x value, naming its 1.0 value instead of calling it invalid', () => {
    const warn = watchWarnings();
    expect(namedSize('Avatar', 'default', 'medium', true)).toBe('medium');
    expect(namedSize('Loading', 'lg', 'medium')).toBe('medium');
    expect(warn.mock.calls).toEqual([
      [renamedValueWarning('Avatar', 'size', 'default', 'medium')],
      [renamedValueWarning('Loading', 'size', 'lg', 'large')],
    ]);
  });

  it('draws the fallback for any other value, warning once with the sizes it takes', () => {
    const warn = watchWarnings();
    expect(namedSize('Badge', 'huge', 'small')).toBe('small');
    expect(namedSize('Badge', 'huge', 'small')).toBe('small');
    expect(namedSize('Avatar', -4, 'medium', true)).toBe('medium');
    expect(warn.mock.calls).toEqual([
      ["Aquila UI: Badge size must be 'small', 'medium' or 'large'; got huge. 'small' is used."],
      ["Aquila UI: Avatar size must be 'small', 'medium', 'large' or a positive number of pixels; got -4. 'medium' is used."],
    ]);
    expect(invalidSizeWarning('Badge', 'huge', 'small')).toBe(warn.mock.calls[0][0]);
  });
});
