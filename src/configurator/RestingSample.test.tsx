import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockElementBoxes } from '../../tests/unit/element-boxes';
import { Button } from 'aquila-ui/button';
import { Checkbox } from 'aquila-ui/checkbox';
import { RestingSample } from './RestingSample';

// the tests give the elements pressed their boxes.
const boxes = mockElementBoxes();
afterEach(cleanup);

const CheckboxSample = () => <Checkbox>Remember me</Checkbox>;
const ButtonStill = () => <Button>Actions</Button>;
const start = <button type="button">Start the live preview</button>;

/** Presses the resting sample at a point, as the pointer does: on the section around the inert sample. */
const pressAt = (x: number, y: number) =>
  fireEvent.click(document.querySelector('.configurator__resting')!, { clientX: x, clientY: y });

describe('RestingSample', () => {
  it('draws the sample inert, and reports a press with the control under the pointer', () => {
    const onPress = vi.fn();
    render(<RestingSample drawn={{ kind: 'sample', Component: CheckboxSample }} status={start} onPress={onPress} />);
    const stage = document.querySelector('.configurator__stage')!;
    expect(stage).toHaveAttribute('inert');
    expect(stage).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('button', { name: 'Start the live preview' })).toBeInTheDocument();

    boxes.set(stage.querySelector('label')!, new DOMRect(24, 24, 140, 24));
    pressAt(60, 30);
    expect(onPress).toHaveBeenLastCalledWith({ index: 0, tag: 'input', role: null });
    // The page's own checkbox is a picture of it: the press is the frame's to make.
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();

    pressAt(300, 300);
    expect(onPress).toHaveBeenLastCalledWith(null);
  });

  it('draws a still as a picture: hidden from assistive technology, and a press on it names no control', () => {
    const onPress = vi.fn();
    render(<RestingSample drawn={{ kind: 'still', Component: ButtonStill }} status={start} onPress={onPress} />);
    const stage = document.querySelector('.configurator__stage')!;
    expect(stage).toHaveAttribute('inert');
    expect(stage).toHaveAttribute('aria-hidden', 'true');
    expect(stage).toHaveAttribute('data-still');
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();

    boxes.set(stage.querySelector('button')!, new DOMRect(24, 24, 100, 36));
    pressAt(50, 40);
    expect(onPress).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('without a drawn sample shows only its status, at the sample’s height', () => {
    render(<RestingSample drawn={undefined} minHeight={320} status={start} onPress={vi.fn()} />);
    expect(document.querySelector('.configurator__stage--resting')).toHaveStyle({ minHeight: '320px' });
    expect(screen.getByRole('button', { name: 'Start the live preview' })).toBeInTheDocument();
  });
});
