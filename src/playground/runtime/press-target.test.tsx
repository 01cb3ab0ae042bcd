import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockElementBoxes } from '../../../tests/unit/element-boxes';
import { Button } from 'aquila-ui/button';
import { Checkbox } from 'aquila-ui/checkbox';
import { findPressTarget, parsePressTarget, pressTargetAt } from './press-target';

// each test gives the elements it presses their boxes.
const boxes = mockElementBoxes();
afterEach(cleanup);

/** The sample twice, as the page draws it and as the frame runs it. */
function pageAndFrame(sample: () => ReactElement) {
  const page = render(sample()).container;
  const frame = render(sample()).container;
  return { page, frame };
}

describe('a press passed from the page’s sample to the frame’s', () => {
  it('finds the button under the point again and presses it once', () => {
    const onCancel = vi.fn();
    const onSave = vi.fn();
    const { page, frame } = pageAndFrame(() => (
      <div>
        <Button onClick={onCancel}>Cancel</Button>
        <Button onClick={onSave}>Save changes</Button>
      </div>
    ));
    const [, save] = page.querySelectorAll('button');
    boxes.set(save, new DOMRect(100, 10, 120, 36));
    const target = pressTargetAt(page, 150, 20);
    expect(target).toEqual({ index: 1, tag: 'button', role: null });

    findPressTarget(frame, target!)?.click();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('takes a press on a checkbox’s text to its box: the frame’s checkbox is checked, the page’s is not', () => {
    const onCheckedChange = vi.fn();
    const { page, frame } = pageAndFrame(() => <Checkbox onCheckedChange={onCheckedChange}>Remember me</Checkbox>);
    boxes.set(page.querySelector('label')!, new DOMRect(0, 0, 140, 24));
    const target = pressTargetAt(page, 100, 12);
    expect(target).toEqual({ index: 0, tag: 'input', role: null });

    findPressTarget(frame, target!)?.click();
    expect(frame.querySelector('input')).toBeChecked();
    expect(page.querySelector('input')).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledTimes(1);
  });

  it('passes nothing on for a point on no control, a disabled control, or a control that differs in the frame', () => {
    const { page } = pageAndFrame(() => (
      <div>
        <p>Text</p>
        <Button disabled>Disabled</Button>
      </div>
    ));
    boxes.set(page.querySelector('p')!, new DOMRect(0, 0, 100, 20));
    boxes.set(page.querySelector('button')!, new DOMRect(0, 40, 100, 20));
    expect(pressTargetAt(page, 10, 10)).toBeNull();
    expect(pressTargetAt(page, 10, 50)).toBeNull();

    const other = render(<Checkbox>Remember me</Checkbox>).container;
    expect(findPressTarget(other, { index: 0, tag: 'button', role: null })).toBeNull();
    expect(findPressTarget(other, { index: 3, tag: 'input', role: null })).toBeNull();
  });

  it('reads a press target from a message only in its own shape', () => {
    expect(parsePressTarget({ index: 2, tag: 'button', role: 'switch' })).toEqual({ index: 2, tag: 'button', role: 'switch' });
    expect(parsePressTarget({ index: -1, tag: 'button', role: null })).toBeNull();
    expect(parsePressTarget({ index: 1.5, tag: 'button', role: null })).toBeNull();
    expect(parsePressTarget({ index: 0, tag: 'a b', role: null })).toBeNull();
    expect(parsePressTarget({ index: 0, tag: 'button', role: 7 })).toBeNull();
    expect(parsePressTarget('press')).toBeNull();
  });
});
