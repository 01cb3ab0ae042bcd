import { watchWarnings } from '../../tests/unit/warnings.ts';
import { controlSizePx, type ControlSizeScale } from './controlSize.ts';
import { invalidSizeWarning } from './namedSize.ts';
import { renamedValueWarning } from './renamedProps.ts';

const SCALE: ControlSizeScale = { small: 14, medium: 18, large: 22 };

describe('controlSizePx', () => {
  it.each([
    ['small', 14],
    ['medium', 18],
    ['large', 22],
    [30, 30],
    [0.5, 0.5],
  ] as const)('gives %s as %s px, saying nothing', (size, px) => {
    const warn = watchWarnings();
    expect(controlSizePx('Checkbox', size, SCALE)).toBe(px);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([0, -4, Number.NaN, Number.POSITIVE_INFINITY, 'huge', undefined])(
    'falls back to the medium step for %s, warning once with the sizes it takes',
    (size) => {
      const warn = watchWarnings();
      expect(controlSizePx('Checkbox', size, SCALE)).toBe(18);
      expect(controlSizePx('Checkbox', size, SCALE)).toBe(18);
      expect(warn).toHaveBeenCalledExactlyOnceWith(invalidSizeWarning('Checkbox', size, 'medium', true));
    },
  );

  it("draws 0.x's 'default' at the medium step, naming 'medium' instead of calling it invalid", () => {
    const warn = watchWarnings();
    expect(controlSizePx('RadioButton', 'default', SCALE)).toBe(18);
    expect(warn).toHaveBeenCalledExactlyOnceWith(renamedValueWarning('RadioButton', 'size', 'default', 'medium'));
  });
});
