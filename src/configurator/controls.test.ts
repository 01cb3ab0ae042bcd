import { describe, expect, it } from 'vitest';
import type { ApiRow } from '../docs/api-types';
import { controlsFor, eventNames, fitsControl, lengthValue, specOf } from './controls';

const row = (property: string, type: string, defaultText = '-'): ApiRow => ({
  property,
  type,
  default: defaultText,
  description: `${property} prop`,
  required: false,
});

describe('specOf', () => {
  it.each([
    [row('disabled', 'boolean'), { kind: 'boolean' }],
    [row('size', '"small" | "large" | "medium"'), { kind: 'enum', options: ['small', 'medium', 'large'] }],
    [row('radius', '"small" | "large" | "medium" | "full"'), { kind: 'enum', options: ['small', 'medium', 'large', 'full'] }],
    [row('placement', '"top" | "bottom" | "left"'), { kind: 'enum', options: ['top', 'bottom', 'left'] }],
    [row('level', '3 | 1 | 2'), { kind: 'enum', options: [1, 2, 3] }],
    [row('ngxSize', 'number | "small" | "default" | "large"'), { kind: 'enum', options: ['small', 'default', 'large'] }],
    [row('size', '(string & {}) | "sm" | "md"'), { kind: 'enum', options: ['sm', 'md'] }],
    [row('ngxColor', 'string'), { kind: 'color' }],
    [row('color', 'string | ColorPair'), { kind: 'color' }],
    [row('colour', 'string'), { kind: 'color' }],
    [row('placeholder', 'string'), { kind: 'string' }],
    [row('width', 'string | number'), { kind: 'length' }],
    [row('length', 'number'), { kind: 'number' }],
    [row('defaultValue', 'number | null'), { kind: 'number' }],
    [row('onChange', '((checked: boolean, event: ChangeEvent<HTMLInputElement>) => void)'), { kind: 'event' }],
    [row('heading', 'ReactNode'), { kind: 'code' }],
    [row('enableClose', 'boolean | "onlyLastStrategy" | { backdrop?: boolean; }'), { kind: 'code' }],
    [row('format', '((percent: number) => ReactNode)'), { kind: 'code' }],
  ])('%o → %o', (input, spec) => {
    expect(specOf(input)).toEqual(spec);
  });
});

describe('controlsFor', () => {
  it('reads the table defaults as values, leaves ref and children out, and a controlled prop with a default twin to the code', () => {
    const controls = controlsFor([
      row('checked', 'boolean'),
      row('ngxChecked', 'boolean'),
      row('defaultChecked', 'boolean', 'false'),
      row('ngxSize', '"small" | "default" | "large"', "'default'"),
      row('ngxColor', 'string', '#1890FF'),
      row('ngxTimer', 'number', '0.5'),
      row('level', '1 | 2 | 3', '3'),
      row('ref', 'Ref<HTMLInputElement>'),
      row('children', 'ReactNode'),
    ]);
    expect(controls.map(({ prop, spec, defaultValue }) => [prop, spec.kind, defaultValue])).toEqual([
      ['checked', 'code', undefined],
      ['ngxChecked', 'code', undefined],
      ['defaultChecked', 'boolean', false],
      ['ngxSize', 'enum', 'default'],
      ['ngxColor', 'color', '#1890FF'],
      ['ngxTimer', 'number', 0.5],
      ['level', 'enum', 3],
    ]);
  });

  it('leaves out what the page omits', () => {
    expect(controlsFor([row('disabled', 'boolean'), row('hidden', 'boolean')], ['hidden']).map((control) => control.prop)).toEqual([
      'disabled',
    ]);
  });
});

describe('fitsControl', () => {
  it('accepts only values of the control’s own kind', () => {
    expect(fitsControl({ kind: 'enum', options: ['a', 1] }, 1)).toBe(true);
    expect(fitsControl({ kind: 'enum', options: ['a', 1] }, 'b')).toBe(false);
    expect(fitsControl({ kind: 'number' }, '3')).toBe(false);
    expect(fitsControl({ kind: 'boolean' }, true)).toBe(true);
    expect(fitsControl({ kind: 'color' }, '#fff')).toBe(true);
    expect(fitsControl({ kind: 'code' }, 'x')).toBe(false);
    expect(fitsControl({ kind: 'length' }, 200)).toBe(true);
    expect(fitsControl({ kind: 'length' }, '30rem')).toBe(true);
    expect(fitsControl({ kind: 'length' }, true)).toBe(false);
  });
});

describe('a length field', () => {
  it('writes a number as a number (pixels), any other length as text, and nothing for nothing', () => {
    expect(lengthValue('200')).toBe(200);
    expect(lengthValue(' 12.5 ')).toBe(12.5);
    expect(lengthValue('200px')).toBe('200px');
    expect(lengthValue('30rem')).toBe('30rem');
    expect(lengthValue('  ')).toBeUndefined();
  });

  it('reads the table’s default the same way', () => {
    const [width, height] = controlsFor([row('width', 'string | number', '300'), row('height', 'string | number', "'50%'")]);
    expect(width.defaultValue).toBe(300);
    expect(height.defaultValue).toBe('50%');
  });
});

describe('the events the log lists', () => {
  it('are the table’s callbacks, then any other callback the code hands the component (a native onClick)', () => {
    const controls = controlsFor([row('onChange', '((value: string) => void)'), row('disabled', 'boolean')]);
    expect(eventNames(controls, { onClick: { kind: 'code', text: '() => {}' }, disabled: { kind: 'value', value: true } })).toEqual([
      'onChange',
      'onClick',
    ]);
    expect(eventNames(controls, { onChange: { kind: 'code', text: 'f' } })).toEqual(['onChange']);
  });
});
