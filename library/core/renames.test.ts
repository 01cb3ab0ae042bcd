import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENAMES } from './renames.ts';
import { removedPropWarning, renamedPropWarning, warnRenamedValue, withoutRenamedProps } from './renamedProps.ts';
import { resetWarnOnce } from './warnOnce.ts';

/** 0.x's naming: a framework or component prefix, or British spelling. */
const ZERO_X_NAME = /^(ngx|button|tooltip|spinner|resizable)[A-Z]|^colour$/;

afterEach(() => {
  resetWarnOnce();
  vi.restoreAllMocks();
});

describe('the 1.0 rename table', () => {
  const entries = Object.entries(RENAMES);

  it('gives every 0.x-style name a 1.0 name that follows the rules', () => {
    for (const [component, { renamed, removed = [] }] of entries) {
      for (const { from, to } of renamed) {
        expect(to, `${component}.${from}`).not.toMatch(ZERO_X_NAME);
        expect(to, `${component}.${from}`).toMatch(/^[a-z][A-Za-z]*$/);
      }
      for (const { from, to } of removed) if (to) expect(to, `${component}.${from}`).not.toMatch(ZERO_X_NAME);
    }
  });

  it('has no two 0.x names of a component meet in one 1.0 name, nor one 0.x name twice', () => {
    for (const [component, { renamed, removed = [] }] of entries) {
      const froms = [...renamed, ...removed].map((entry) => entry.from);
      expect(new Set(froms).size, component).toBe(froms.length);
      const tos = renamed.map((entry) => entry.to);
      expect(new Set(tos).size, component).toBe(tos.length);
    }
  });

  it('reuses a 0.x name for another prop only where its values tell the two apart', () => {
    for (const [component, { renamed }] of entries) {
      const newNames = new Set(renamed.filter((entry) => entry.from !== entry.to).map((entry) => entry.to));
      for (const entry of renamed) {
        if (entry.from !== entry.to && newNames.has(entry.from))
          expect(entry.onlyForValues, `${component}.${entry.from}`).toBeDefined();
      }
    }
  });

  it('maps sizes onto one scale: small, medium and large', () => {
    for (const [component, { renamed }] of entries) {
      for (const { to, values } of renamed) {
        if (to === 'size' && values)
          expect(
            Object.values(values).every((value) => ['small', 'medium', 'large'].includes(value)),
            component,
          ).toBe(true);
      }
    }
  });
});

describe('withoutRenamedProps', () => {
  it('warns once of a 0.x name, naming the 1.0 one, and keeps it from the DOM', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const props = { buttonSize: 'large', title: 'Save' };
    expect(withoutRenamedProps('Button', props)).toEqual({ title: 'Save' });
    withoutRenamedProps('Button', props);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(`Aquila UI: Button's "buttonSize" is "size" since 1.0`);
  });

  it('says what replaces a prop that is gone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(withoutRenamedProps('Checkbox', { onChecked: () => {} })).toEqual({});
    const removal = RENAMES.Checkbox.removed!.find((entry) => entry.from === 'onChecked')!;
    expect(warn).toHaveBeenCalledWith(removedPropWarning('Checkbox', removal));
    expect(removedPropWarning('Checkbox', removal)).toBe(
      'Aquila UI: Checkbox\'s "onChecked" is gone since 1.0: `onCheckedChange(checked, event)` is the one handler of a change.',
    );
  });

  it('leaves props alone that carry no 0.x name, and names 1.0 gives to another prop', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const props = { orientation: 'vertical', title: 'x' };
    expect(withoutRenamedProps('Divider', props)).toBe(props);
    expect(withoutRenamedProps('Card', props)).toBe(props);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('warnRenamedValue', () => {
  it('names the 1.0 value of a renamed value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(warnRenamedValue('Avatar', 'size', 'default')).toBe(true);
    expect(warn).toHaveBeenCalledWith(`Aquila UI: Avatar's size "default" is "medium" since 1.0`);
    expect(warnRenamedValue('Avatar', 'size', 'medium')).toBe(false);
    expect(warnRenamedValue('Loading', 'size', 'sm')).toBe(true);
    expect(warn).toHaveBeenLastCalledWith(`Aquila UI: Loading's size "sm" is "small" since 1.0`);
  });

  it('tells a 0.x prop by its values where 1.0 gives its name to another', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(warnRenamedValue('Divider', 'orientation', 'vertical')).toBe(false);
    expect(warnRenamedValue('Divider', 'orientation', 'left')).toBe(true);
    const rename = RENAMES.Divider.renamed.find((entry) => entry.from === 'orientation')!;
    expect(warn).toHaveBeenCalledWith(`${renamedPropWarning('Divider', rename)} ("left")`);
  });
});
