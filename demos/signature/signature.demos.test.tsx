import axe from 'axe-core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawStroke, imageWith, installRecordingCanvas, type RecordingContext } from '../../library/signature/recordingCanvas.testing';
import SignatureDemo1 from './signature-demo1/signature-demo1';
import SignatureDemo2 from './signature-demo2/signature-demo2';
import SignatureDemo3 from './signature-demo3/signature-demo3';

let contextOf: (canvas: HTMLCanvasElement) => RecordingContext;
beforeEach(() => {
  contextOf = installRecordingCanvas();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const sign = (canvas: HTMLElement) =>
  drawStroke(canvas, [
    [20, 30],
    [60, 70],
    [100, 40],
  ]);

describe('signature demos', () => {
  it('demo1 offers black, blue and red, and previews the image of each finished stroke until cleared', async () => {
    const user = userEvent.setup();
    render(<SignatureDemo1 />);
    const colors = screen.getByRole('radiogroup', { name: 'Pen colour' });
    expect(
      within(colors)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Black', 'Blue', 'Red']);
    expect(within(colors).getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(screen.queryByRole('img', { name: 'Your signature' })).toBeNull();
    expect(screen.getByText(/the image appears here/)).toBeInTheDocument();

    await user.click(within(colors).getByRole('radio', { name: 'Red' }));
    const pad = screen.getByRole('img', { name: 'Signature pad' }) as HTMLCanvasElement;
    sign(pad);
    expect(new Set(contextOf(pad).marks.map((mark) => mark.color))).toEqual(new Set(['rgb(211, 32, 41)']));
    expect(screen.getByRole('img', { name: 'Your signature' })).toHaveAttribute('src', imageWith(4));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('img', { name: 'Your signature' })).toBeNull();
    expect(screen.getByText(/the image appears here/)).toBeInTheDocument();
  });

  it('demo2 accepts only once signed, saves the image through the handle and starts over', async () => {
    const user = userEvent.setup();
    render(<SignatureDemo2 />);
    const pad = screen.getByRole('img', { name: 'Delivery signature' }) as HTMLCanvasElement;
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    const accept = screen.getByRole('button', { name: 'Accept delivery' });
    expect(accept).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Not signed yet.');

    sign(pad);
    // The pen is navy, given by pointerColor.
    expect(contextOf(pad).marks[0].color).toBe('rgb(0, 0, 128)');
    expect(screen.getByRole('status')).toHaveTextContent('Signed: accept when ready.');
    await user.click(accept);
    expect(screen.getByRole('link', { name: 'Download the signature' })).toHaveAttribute('href', imageWith(4));
    expect(screen.getByRole('link', { name: 'Download the signature' })).toHaveAttribute('download', 'signature.png');
    expect(screen.getByRole('status')).toHaveTextContent(/^Delivery accepted\. Download the signature \(0 KB PNG\)$/);

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(contextOf(pad).marks).toEqual([]);
    expect(accept).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Not signed yet.');
  });

  it('demo3 takes a drawn or a typed signature, the typed name first', async () => {
    const user = userEvent.setup();
    render(<SignatureDemo3 />);
    expect(screen.getByText('Not signed yet.')).toBeInTheDocument();
    sign(screen.getByRole('img', { name: 'Draw your signature' }));
    expect(screen.getByText('Signed by drawing.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Or type your full name' }), '  Ada Lovelace ');
    expect(screen.getByText('Signed by typing: Ada Lovelace')).toBeInTheDocument();
    // The typed name becomes an image as a drawing does, with textToBase64Image.
    expect(screen.getByRole('img', { name: 'Typed signature: Ada Lovelace' })).toHaveAttribute('src', imageWith(1));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.clear(screen.getByRole('textbox', { name: 'Or type your full name' }));
    expect(screen.getByText('Not signed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Typed signature/ })).toBeNull();
  });

  it('the demos have no axe violations, empty or signed', async () => {
    const { container } = render(
      <>
        <SignatureDemo1 />
        <SignatureDemo2 />
        <SignatureDemo3 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
    act(() => {
      for (const pad of screen.getAllByRole('img')) sign(pad);
    });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
