import { describeArguments, describeValue } from './describe-value';

describe('describeValue', () => {
  it('writes data as literal-like text', () => {
    expect(describeValue('small')).toBe('"small"');
    expect(describeValue(3)).toBe('3');
    expect(describeValue(false)).toBe('false');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue(new Date('2026-11-25T00:00:00Z'))).toBe('Date(2026-11-25T00:00:00.000Z)');
    expect(describeValue({ startDate: null, endDate: 2 })).toBe('{ startDate: null, endDate: 2 }');
    expect(describeValue({})).toBe('{}');
    expect(describeValue([1, 2, 3, 4, 5, 6])).toBe('[1, 2, 3, 4, 5, …]');
    expect(describeValue({ a: { b: { c: 1 } } })).toBe('{ a: { b: {…} } }');
  });

  it('names events and elements by their kind instead of listing their fields', () => {
    const button = document.createElement('button');
    const event = new MouseEvent('click');
    expect(describeValue(event)).toBe('click event');
    expect(describeValue({ nativeEvent: event, type: 'click', target: button })).toBe('click event');
    expect(describeValue(button)).toBe('<button>');
    expect(describeValue(() => 1)).toBe('ƒ');
  });

  it('joins a callback’s arguments', () => {
    expect(describeArguments([true, new Event('change')])).toBe('true, change event');
    expect(describeArguments([])).toBe('');
  });
});
