// @vitest-environment node
import { RENAMES } from 'aquila-ui/core';
import { oneOhName, oneOhProp } from './one-oh-names';

describe('oneOhName', () => {
  it('renames a 0.x prop as the rename table says, with its values', () => {
    expect(oneOhName('Tooltip', 'tooltipText')).toBe('content');
    expect(oneOhProp('Avatar', 'ngxSize')).toEqual({ name: 'size', values: { default: 'medium' } });
  });

  it('keeps a name the table does not list, for a listed component or not', () => {
    expect(oneOhName('Drawer', 'placement')).toBe('placement');
    expect(oneOhName('Paginator', 'onPage')).toBe('onPage');
  });

  it('applies a rename that holds for some values whole: they are all the 0.x prop took', () => {
    expect(oneOhName('Divider', 'orientation')).toBe('labelPosition');
    expect(oneOhName('Divider', 'type')).toBe('orientation');
  });

  it('gives a removed prop the one that does its job, or none and what to do instead', () => {
    expect(oneOhName('Checkbox', 'onChecked')).toBe('onCheckedChange');
    expect(oneOhProp('RadioButton', 'onRadioClick')).toEqual({ name: undefined, instead: RENAMES.RadioButton.removed![0].instead });
  });
});
