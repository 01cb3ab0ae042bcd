import { createRef, type CSSProperties } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { contrastRatio } from '../core/index.ts';
import { fr } from '../locales/fr/index.ts';
import { AquilaProvider } from '../provider/index.ts';
import { CSS_COLOR_SYNTAXES, INVALID_COLORS } from '../../tests/unit/colors.ts';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad.tsx';
import { drawStroke, imageWith, installRecordingCanvas, type RecordingContext } from './recordingCanvas.testing.ts';

let contextOf: (canvas: HTMLCanvasElement) => RecordingContext;
beforeEach(() => {
  contextOf = installRecordingCanvas();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const pad = (name = 'Signature pad') => screen.getByRole('img', { name }) as HTMLCanvasElement;
const ink = (name?: string) => contextOf(pad(name)).marks;
const root = () => pad().parentElement!;

describe('SignaturePad', () => {
  itConforms(SignaturePad, { props: {}, element: 'div' });

  it('is a 400 × 150 drawing surface named "Signature pad", described as empty, with black and blue pens and a Clear button', () => {
    render(<SignaturePad />);
    const canvas = pad();
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas).toHaveAccessibleDescription('empty');
    expect(root()).toHaveClass('aq-signature');
    expect(root()).toHaveAttribute('data-state', 'empty');
    expect(root().style.getPropertyValue('--aq-signature-width')).toBe('400');
    expect(root().style.getPropertyValue('--aq-signature-height')).toBe('150');
    expect(canvas.width).toBe(400);
    expect(canvas.height).toBe(150);

    const colors = screen.getByRole('radiogroup', { name: 'Pen colour' });
    expect(
      within(colors)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Black', 'Blue']);
    expect(within(colors).getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(within(colors).getByRole('radio', { name: 'Blue' })).not.toBeChecked();
    const swatch = (name: string) => within(colors).getByRole('radio', { name }).closest('label')!.style;
    expect(swatch('Black').getPropertyValue('--aq-signature-swatch')).toBe('rgb(0, 0, 0)');
    expect(swatch('Blue').getPropertyValue('--aq-signature-swatch')).toBe('rgb(42, 124, 255)');
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveAttribute('type', 'button');
  });

  it('keeps 16:9 as the flattest shape it shrinks to', () => {
    render(<SignaturePad />);
    expect(Number(root().style.getPropertyValue('--aq-signature-min-aspect'))).toBeCloseTo(16 / 9, 10);
  });

  it('sizes the drawing buffer to the CSS size times the device pixel ratio, and draws in CSS px on it', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    render(<SignaturePad />);
    const canvas = pad();
    expect(canvas.width).toBe(800);
    expect(canvas.height).toBe(300);
    expect(contextOf(canvas).transform).toEqual([2, 0, 0, 2, 0, 0]);
    drawStroke(canvas, [
      [10, 10],
      [60, 40],
    ]);
    // Still a 2 px line: the transform doubles it on the buffer.
    expect(ink().every((mark) => mark.lineWidth === 2)).toBe(true);
  });

  it.each([
    ['480', '240px'],
    [' 480PX ', 240],
  ])('takes a width of %j and a height of %j as px', (width, height) => {
    const warn = watchWarnings();
    render(<SignaturePad width={width} height={height} />);
    expect(root().style.getPropertyValue('--aq-signature-width')).toBe('480');
    expect(root().style.getPropertyValue('--aq-signature-height')).toBe('240');
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps 400 × 150 for a width or height that is no number of pixels, warning once', () => {
    const warn = watchWarnings();
    const { rerender } = render(<SignaturePad width="wide" height="50%" />);
    rerender(<SignaturePad width="wide" height="50%" lineWidth={3} />);
    expect(root().style.getPropertyValue('--aq-signature-width')).toBe('400');
    expect(root().style.getPropertyValue('--aq-signature-height')).toBe('150');
    expect(warn.mock.calls).toEqual([
      ['Aquila UI: SignaturePad width must be a number of pixels, such as 400 or "400px"; got "wide". 400 is used.'],
      ['Aquila UI: SignaturePad height must be a number of pixels, such as 150 or "150px"; got "50%". 150 is used.'],
    ]);
  });

  it('takes its CSS size from width and height', () => {
    render(<SignaturePad width={300} height={120} />);
    expect(root().style.getPropertyValue('--aq-signature-width')).toBe('300');
    expect(root().style.getPropertyValue('--aq-signature-height')).toBe('120');
    expect(pad().width).toBe(300);
    expect(pad().height).toBe(120);
  });

  it('draws a mouse stroke in black, 2 px wide and round, as quadratic curves through the midpoints', async () => {
    const user = userEvent.setup();
    render(<SignaturePad />);
    const canvas = pad();
    await user.pointer([
      { keys: '[MouseLeft>]', target: canvas, coords: { clientX: 10, clientY: 20 } },
      { target: canvas, coords: { clientX: 30, clientY: 40 } },
      { target: canvas, coords: { clientX: 50, clientY: 20 } },
      { target: canvas, coords: { clientX: 70, clientY: 40 } },
      { keys: '[/MouseLeft]', target: canvas },
    ]);
    const marks = ink();
    expect(marks.every((mark) => mark.color === 'rgb(0, 0, 0)' && mark.lineWidth === 2)).toBe(true);
    expect(marks.every((mark) => mark.lineCap === 'round' && mark.lineJoin === 'round')).toBe(true);
    expect(marks.map((mark) => mark.path)).toEqual([
      // the dot where the pen touched down
      [['arc', 10, 20, 1]],
      // to the first midpoint
      [
        ['moveTo', 10, 20],
        ['lineTo', 20, 30],
      ],
      // midpoint to midpoint, bent by the sampled point between them
      [
        ['moveTo', 20, 30],
        ['quadraticCurveTo', 30, 40, 40, 30],
      ],
      [
        ['moveTo', 40, 30],
        ['quadraticCurveTo', 50, 20, 60, 30],
      ],
      // from the last midpoint to where the pen was lifted
      [
        ['moveTo', 60, 30],
        ['lineTo', 70, 40],
      ],
    ]);
  });

  it('turns signed when drawing starts and hands over the PNG when the stroke ends', () => {
    const onSignatureComplete = vi.fn();
    const onStateChange = vi.fn();
    render(<SignaturePad onSignatureComplete={onSignatureComplete} onStateChange={onStateChange} />);
    const canvas = pad();

    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 5, clientY: 5 });
    expect(root()).toHaveAttribute('data-state', 'signed');
    expect(canvas).toHaveAccessibleDescription('signed');
    expect(onStateChange).toHaveBeenCalledWith('signed');
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 25, clientY: 15 });
    expect(onSignatureComplete).not.toHaveBeenCalled();
    fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 45, clientY: 25 });

    expect(onSignatureComplete).toHaveBeenCalledTimes(1);
    const [dataUrl] = onSignatureComplete.mock.calls[0];
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(dataUrl).toBe(imageWith(ink().length));
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenLastCalledWith('image/png', undefined);

    drawStroke(canvas, [
      [50, 50],
      [80, 60],
    ]);
    expect(onSignatureComplete).toHaveBeenCalledTimes(2);
    // Still signed: the state is reported only when it changes.
    expect(onStateChange).toHaveBeenCalledTimes(1);
  });

  it('leaves a dot for a tap', () => {
    render(<SignaturePad />);
    drawStroke(pad(), [[40, 30]]);
    expect(ink()).toEqual([expect.objectContaining({ kind: 'fill', color: 'rgb(0, 0, 0)', path: [['arc', 40, 30, 1]] })]);
  });

  it('draws with touch and with a pen as with a mouse', async () => {
    const user = userEvent.setup();
    render(<SignaturePad />);
    const canvas = pad();
    await user.pointer([
      { keys: '[TouchA>]', target: canvas, coords: { clientX: 10, clientY: 10 } },
      { pointerName: 'TouchA', target: canvas, coords: { clientX: 40, clientY: 30 } },
      { keys: '[/TouchA]', target: canvas },
    ]);
    expect(ink()).toHaveLength(3);
    drawStroke(
      canvas,
      [
        [100, 10],
        [120, 30],
      ],
      { pointerType: 'pen', pointerId: 7 },
    );
    expect(ink()).toHaveLength(6);
  });

  it('draws every position of a move the browser coalesced', () => {
    render(<SignaturePad />);
    const canvas = pad();
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 0, clientY: 0 });
    const move = new PointerEvent('pointermove', { pointerId: 1, clientX: 30, clientY: 0, bubbles: true });
    const positions = [10, 20, 30].map((x) => new PointerEvent('pointermove', { pointerId: 1, clientX: x, clientY: 0 }));
    Object.defineProperty(move, 'getCoalescedEvents', { value: () => positions });
    fireEvent(canvas, move);
    // the dot, then one piece per coalesced position
    expect(ink()).toHaveLength(4);
  });

  it('draws in the colour chosen from the swatches and reports the choice as written', async () => {
    const user = userEvent.setup();
    const onPointerColorChange = vi.fn();
    render(<SignaturePad onPointerColorChange={onPointerColorChange} />);
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(onPointerColorChange).toHaveBeenCalledWith('#2A7CFF');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    drawStroke(pad(), [
      [10, 10],
      [40, 20],
    ]);
    expect(new Set(ink().map((mark) => mark.color))).toEqual(new Set(['rgb(42, 124, 255)']));
  });

  it('follows a controlled pointerColor, asking for changes through onPointerColorChange', async () => {
    const user = userEvent.setup();
    const onPointerColorChange = vi.fn();
    const { rerender } = render(<SignaturePad pointerColor="#2A7CFF" onPointerColorChange={onPointerColorChange} />);
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(onPointerColorChange).toHaveBeenCalledWith('#000000');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    drawStroke(pad(), [[10, 10]]);
    expect(ink()[0].color).toBe('rgb(42, 124, 255)');

    rerender(<SignaturePad pointerColor="black" onPointerColorChange={onPointerColorChange} />);
    // 'black' and '#000000' are the same colour.
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
  });

  it('pointerColor without onPointerColorChange keeps the pen colour and warns once, naming defaultPointerColor', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<SignaturePad pointerColor="#2A7CFF" />);
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'Aquila UI: SignaturePad got `pointerColor` without `onPointerColorChange`. This makes it read-only: it shows what ' +
        '`pointerColor` says and never changes it itself. If it should start there and then change, use `defaultPointerColor` ' +
        'instead; otherwise handle `onPointerColorChange`.',
    );
  });

  it('does not warn about a fixed pointerColor when there are no swatches to change it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<SignaturePad pointerColor="navy" showPointerColors={false} />);
    expect(warn).not.toHaveBeenCalled();
  });

  it('starts from defaultPointerColor, and the swatches change it from there', async () => {
    const user = userEvent.setup();
    render(<SignaturePad defaultPointerColor="#2A7CFF" />);
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
    drawStroke(pad(), [[10, 10]]);
    expect(ink()[0].color).toBe('rgb(0, 0, 0)');
  });

  it('starts from defaultPointerColor, which need not be one of the swatches', () => {
    render(<SignaturePad defaultPointerColor="hsl(120, 100%, 25%)" />);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    drawStroke(pad(), [[10, 10]]);
    expect(ink()[0].color).toBe('rgb(0, 128, 0)');
  });

  it('draws with lineWidth', () => {
    render(<SignaturePad lineWidth={5} />);
    drawStroke(pad(), [
      [10, 10],
      [30, 30],
    ]);
    expect(ink().map((mark) => mark.lineWidth)).toEqual([5, 5, 5]);
  });

  it('Clear wipes the pad, turns it empty and hands over the blank image', async () => {
    const user = userEvent.setup();
    const onSignatureComplete = vi.fn();
    const onStateChange = vi.fn();
    render(<SignaturePad onSignatureComplete={onSignatureComplete} onStateChange={onStateChange} />);
    drawStroke(pad(), [
      [10, 10],
      [50, 50],
    ]);
    expect(ink().length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(ink()).toEqual([]);
    expect(root()).toHaveAttribute('data-state', 'empty');
    expect(pad()).toHaveAccessibleDescription('empty');
    expect(onStateChange.mock.calls).toEqual([['signed'], ['empty']]);
    expect(onSignatureComplete).toHaveBeenLastCalledWith(imageWith(0));
  });

  it('Clear is disabled while the pad is empty: it does nothing until something is drawn, and again once cleared', async () => {
    const user = userEvent.setup();
    const onSignatureComplete = vi.fn();
    const onStateChange = vi.fn();
    render(<SignaturePad onSignatureComplete={onSignatureComplete} onStateChange={onStateChange} />);
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    await user.click(clear);
    expect(onSignatureComplete).not.toHaveBeenCalled();
    expect(onStateChange).not.toHaveBeenCalled();

    drawStroke(pad(), [[10, 10]]);
    expect(clear).toHaveAttribute('aria-disabled', 'false');
    await user.click(clear);
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    await user.click(clear);
    expect(onSignatureComplete).toHaveBeenCalledTimes(2); // the stroke's end, then the one clear
  });

  it('Clear works from the keyboard, and the arrow keys choose a pen colour', async () => {
    const user = userEvent.setup();
    const onPointerColorChange = vi.fn();
    const onSignatureComplete = vi.fn();
    render(<SignaturePad onPointerColorChange={onPointerColorChange} onSignatureComplete={onSignatureComplete} />);
    drawStroke(pad(), [[10, 10]]);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Black' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(onPointerColorChange).toHaveBeenCalledWith('#2A7CFF');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSignatureComplete).toHaveBeenLastCalledWith(imageWith(0));
    // Now there is nothing to clear, but focus stays on the button.
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveAttribute('aria-disabled', 'true');
    // The drawing surface itself takes no focus: it cannot be used from the keyboard.
    await user.tab();
    expect(pad()).not.toHaveFocus();
  });

  it('offers clear(), isEmpty() and toDataURL() through handleRef', () => {
    const handle = createRef<SignaturePadHandle>();
    const onSignatureComplete = vi.fn();
    const onStateChange = vi.fn();
    render(<SignaturePad handleRef={handle} onSignatureComplete={onSignatureComplete} onStateChange={onStateChange} />);
    expect(handle.current!.isEmpty()).toBe(true);
    drawStroke(pad(), [
      [10, 10],
      [50, 50],
    ]);
    expect(handle.current!.isEmpty()).toBe(false);
    expect(handle.current!.toDataURL()).toBe(imageWith(3));
    expect(handle.current!.toDataURL('image/jpeg', 0.8)).toBe(imageWith(3, 'image/jpeg'));
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenLastCalledWith('image/jpeg', 0.8);

    act(() => handle.current!.clear());
    expect(handle.current!.isEmpty()).toBe(true);
    expect(ink()).toEqual([]);
    expect(root()).toHaveAttribute('data-state', 'empty');
    expect(onStateChange).toHaveBeenLastCalledWith('empty');
    expect(onSignatureComplete).toHaveBeenLastCalledWith(imageWith(0));
  });

  it('hides the Clear button with showClearButton={false} and the colours with showPointerColors={false}', () => {
    const { rerender, container } = render(<SignaturePad showClearButton={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    rerender(<SignaturePad showPointerColors={false} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    rerender(<SignaturePad showPointerColors={false} showClearButton={false} />);
    expect(container.querySelector('.aq-signature__toolbar')).toBeNull();
  });

  it('names the swatches from pointerColorLabels, or from the colour, never twice the same', () => {
    const { rerender } = render(<SignaturePad pointerColors={['black', '#2A7CFF', '#d32029']} />);
    const names = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(names()).toEqual(['Black', 'Blue', 'Red']);
    rerender(<SignaturePad pointerColors={['#2A7CFF', 'navy', '#1e90ff']} />);
    expect(names()).toEqual(['Blue', 'Dark blue', 'Blue 2']);
    rerender(<SignaturePad pointerColors={['#000000', '#0958d9']} pointerColorLabels={['Ink', 'Royal']} />);
    expect(names()).toEqual(['Ink', 'Royal']);
  });

  it('names the swatches in the provider’s language', () => {
    render(
      <AquilaProvider locale="fr" messages={fr}>
        <SignaturePad pointerColors={['black', '#2A7CFF', '#006400']} />
      </AquilaProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Couleur du stylo' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['Noir', 'Bleu', 'Vert foncé']);
  });

  it('takes its own texts: pad name, state words, Clear and the colour group', () => {
    render(
      <SignaturePad
        padLabel="Firma"
        stateLabels={{ empty: 'vacía', signed: 'firmada' }}
        clearLabel="Borrar"
        pointerColorsLabel="Color del lápiz"
      />,
    );
    const canvas = pad('Firma');
    expect(canvas).toHaveAccessibleDescription('vacía');
    drawStroke(canvas, [[10, 10]]);
    expect(canvas).toHaveAccessibleDescription('firmada');
    expect(screen.getByRole('button', { name: 'Borrar' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Color del lápiz' })).toBeInTheDocument();
  });

  it('ignores a second finger and any button but the main one', () => {
    const onSignatureComplete = vi.fn();
    render(<SignaturePad onSignatureComplete={onSignatureComplete} />);
    const canvas = pad();
    fireEvent.pointerDown(canvas, { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 10, clientY: 10 });
    expect(ink()).toEqual([]);
    expect(root()).toHaveAttribute('data-state', 'empty');

    fireEvent.pointerDown(canvas, { pointerId: 2, pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerDown(canvas, { pointerId: 3, pointerType: 'touch', clientX: 90, clientY: 90 });
    fireEvent.pointerMove(canvas, { pointerId: 3, pointerType: 'touch', clientX: 120, clientY: 90 });
    fireEvent.pointerUp(canvas, { pointerId: 3, pointerType: 'touch', clientX: 120, clientY: 90 });
    expect(ink()).toHaveLength(1);
    expect(onSignatureComplete).not.toHaveBeenCalled();
    fireEvent.pointerUp(canvas, { pointerId: 2, pointerType: 'touch', clientX: 10, clientY: 10 });
    expect(onSignatureComplete).toHaveBeenCalledTimes(1);
  });

  it('captures the pointer, so a stroke that leaves the canvas goes on and ends where it is released', () => {
    const onSignatureComplete = vi.fn();
    render(<SignaturePad onSignatureComplete={onSignatureComplete} />);
    const canvas = pad();
    const captured = new Set<number>();
    canvas.setPointerCapture = vi.fn((id: number) => void captured.add(id));
    canvas.hasPointerCapture = (id: number) => captured.has(id);

    fireEvent.pointerDown(canvas, { pointerId: 4, clientX: 380, clientY: 50 });
    expect(canvas.setPointerCapture).toHaveBeenCalledWith(4);
    fireEvent.pointerMove(canvas, { pointerId: 4, clientX: 420, clientY: 60 });
    fireEvent.pointerLeave(canvas, { pointerId: 4, clientX: 420, clientY: 60 });
    expect(onSignatureComplete).not.toHaveBeenCalled();
    fireEvent.pointerMove(canvas, { pointerId: 4, clientX: 460, clientY: 70 });
    fireEvent.pointerUp(canvas, { pointerId: 4, clientX: 460, clientY: 70 });
    captured.clear();
    fireEvent.lostPointerCapture(canvas, { pointerId: 4 });
    expect(onSignatureComplete).toHaveBeenCalledTimes(1);
    const marks = ink().length;
    // Hovering afterwards draws nothing.
    fireEvent.pointerMove(canvas, { pointerId: 4, clientX: 100, clientY: 70 });
    expect(ink()).toHaveLength(marks);
  });

  it('without pointer capture, ends the stroke cleanly where it leaves the canvas', () => {
    const onSignatureComplete = vi.fn();
    render(<SignaturePad onSignatureComplete={onSignatureComplete} />);
    const canvas = pad();
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 350, clientY: 50 });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 390, clientY: 50 });
    fireEvent.pointerLeave(canvas, { pointerId: 1, clientX: 400, clientY: 50 });
    expect(onSignatureComplete).toHaveBeenCalledTimes(1);
    expect(ink().at(-1)!.path.at(-1)).toEqual(['lineTo', 400, 50]);
    const marks = ink().length;
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 300, clientY: 80 });
    fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 300, clientY: 80 });
    expect(ink()).toHaveLength(marks);
    expect(onSignatureComplete).toHaveBeenCalledTimes(1);
  });

  it('a cancelled pointer (the browser took over) ends the stroke and keeps its ink', () => {
    const onSignatureComplete = vi.fn();
    render(<SignaturePad onSignatureComplete={onSignatureComplete} />);
    const canvas = pad();
    fireEvent.pointerDown(canvas, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerMove(canvas, { pointerId: 1, pointerType: 'touch', clientX: 40, clientY: 10 });
    fireEvent.pointerCancel(canvas, { pointerId: 1, pointerType: 'touch' });
    expect(onSignatureComplete).toHaveBeenCalledWith(imageWith(3));
    expect(root()).toHaveAttribute('data-state', 'signed');
  });

  it('maps the pointer into the canvas, wherever the canvas is on the page', () => {
    render(<SignaturePad />);
    const canvas = pad();
    vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 200, width: 400, height: 150 }));
    drawStroke(canvas, [[130, 260]]);
    expect(ink()[0].path).toEqual([['arc', 30, 60, 1]]);
  });

  it('keeps the drawing when the pad is resized, scaled to fit without distortion', () => {
    const { rerender } = render(<SignaturePad />);
    drawStroke(pad(), [
      [100, 100],
      [300, 140],
    ]);
    const before = ink().map((mark) => mark.path);
    rerender(<SignaturePad width={200} height={100} />);
    expect(pad().width).toBe(200);
    // The same strokes, painted again at half size (200/400 limits more than 100/150).
    expect(contextOf(pad()).transform).toEqual([0.5, 0, 0, 0.5, 0, 0]);
    expect(ink().map((mark) => mark.path)).toEqual([
      [
        ['moveTo', 100, 100],
        ['lineTo', 200, 120],
      ],
      [
        ['moveTo', 200, 120],
        ['lineTo', 300, 140],
      ],
    ]);
    expect(before).toHaveLength(3);
    // A new stroke at the smaller size lands under the pointer and is 2 CSS px wide.
    drawStroke(pad(), [[50, 25]]);
    expect(ink().at(-1)).toEqual(expect.objectContaining({ lineWidth: 4, path: [['arc', 100, 50, 2]] }));
  });

  it.each(CSS_COLOR_SYNTAXES)('offers the colour %s as a swatch, handing it to CSS as %s', (input, css) => {
    watchWarnings();
    render(<SignaturePad pointerColors={[input]} pointerColorLabels={['Mine']} />);
    expect(screen.getByRole('radio', { name: 'Mine' }).closest('label')!.style.getPropertyValue('--aq-signature-swatch')).toBe(css);
  });

  it('draws with a colour in the wider syntaxes, painted as its sRGB channels', () => {
    render(<SignaturePad defaultPointerColor="oklch(62.8% 0.2577 29.23)" />);
    drawStroke(pad(), [
      [10, 10],
      [40, 30],
    ]);
    expect(ink()[0].color).toBe('rgb(255, 0, 0)');
  });

  it('paints a var() pen in what the canvas’s CSS makes of it', () => {
    render(<SignaturePad defaultPointerColor="var(--pen)" />);
    // jsdom resolves no var(); a browser computes the probe's colour to rgb().
    const computed = window.getComputedStyle;
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element) =>
      (element as HTMLElement).hidden ? ({ color: 'rgb(1, 2, 3)' } as CSSStyleDeclaration) : computed(element),
    );
    drawStroke(pad(), [
      [10, 10],
      [40, 30],
    ]);
    expect(ink()[0].color).toBe('rgb(1, 2, 3)');
  });

  it.each(INVALID_COLORS)(
    'draws black for a pen colour of %j and shows black for such a swatch, warning with “%s”',
    (input, error) => {
      const warn = watchWarnings();
      render(<SignaturePad pointerColors={['#2A7CFF', input]} defaultPointerColor={input} />);
      expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
      drawStroke(pad(), [
        [10, 10],
        [40, 30],
      ]);
      expect(ink()[0].color).toBe('rgb(0, 0, 0)');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${error}: SignaturePad pointerColor got ${JSON.stringify(input)}`));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${error}: SignaturePad pointerColors got ${JSON.stringify(input)}`));
    },
  );

  it('merges the consumer style with its own size variables', () => {
    render(<SignaturePad style={{ marginTop: '4px', '--aq-signature-paper': '#fffbe6' } as CSSProperties} />);
    expect(root().style.marginTop).toBe('4px');
    expect(root().style.getPropertyValue('--aq-signature-paper')).toBe('#fffbe6');
    expect(root().style.getPropertyValue('--aq-signature-width')).toBe('400');
  });

  describe('in the dark theme', () => {
    const INK = 'rgb(230, 237, 243)';
    const PAPER = 'rgb(13, 17, 23)';
    /** Gives the pad the dark theme's look, as its stylesheet would (jsdom loads none). */
    const darken = () => {
      root().style.color = INK;
      pad().style.backgroundColor = PAPER;
    };
    /** A dot in pointerColor on the dark pad, its palette hidden; returns the pad's handle. */
    const dotOnDarkPad = (pointerColor: string) => {
      const handle = createRef<SignaturePadHandle>();
      render(<SignaturePad handleRef={handle} pointerColor={pointerColor} showPointerColors={false} />);
      darken();
      drawStroke(pad(), [[10, 10]]);
      return handle.current!;
    };
    /** The colours of the image last made, read from the canvas it was made from. */
    const imageColors = () => {
      const made = vi.mocked(HTMLCanvasElement.prototype.toDataURL).mock.contexts.at(-1) as HTMLCanvasElement;
      return new Set(contextOf(made).marks.map((mark) => mark.color));
    };

    it('shows black in the ink colour on the dark paper, while the image keeps it black', () => {
      const onSignatureComplete = vi.fn();
      render(<SignaturePad onSignatureComplete={onSignatureComplete} />);
      darken();
      drawStroke(pad(), [
        [10, 10],
        [60, 40],
      ]);
      expect(new Set(ink().map((mark) => mark.color))).toEqual(new Set([INK]));
      expect(onSignatureComplete).toHaveBeenCalledTimes(1);
      expect(onSignatureComplete.mock.calls[0][0]).toMatch(/^data:image\/png;base64,/);
      expect(imageColors()).toEqual(new Set(['rgb(0, 0, 0)']));
    });

    it('shows a colour too dark for the paper in a readable shade of it; the image has the colour as chosen', () => {
      const handle = dotOnDarkPad('navy');
      const [mark] = ink();
      expect(mark.color).not.toBe('rgb(0, 0, 128)');
      expect(contrastRatio(mark.color, PAPER)).toBeGreaterThanOrEqual(3);
      handle.toDataURL();
      expect(imageColors()).toEqual(new Set(['rgb(0, 0, 128)']));
    });

    it('hands over the canvas itself when it shows the colours as chosen', () => {
      const handle = dotOnDarkPad('#2A7CFF');
      expect(handle.toDataURL()).toBe(imageWith(1));
      expect(vi.mocked(HTMLCanvasElement.prototype.toDataURL).mock.contexts.at(-1)).toBe(pad());
    });

    it('paints the drawing again when the theme switches, handing over nothing new', async () => {
      const onSignatureComplete = vi.fn();
      render(<SignaturePad onSignatureComplete={onSignatureComplete} />);
      drawStroke(pad(), [
        [10, 10],
        [60, 40],
      ]);
      expect(new Set(ink().map((mark) => mark.color))).toEqual(new Set(['rgb(0, 0, 0)']));
      await act(async () => {
        darken();
        document.documentElement.setAttribute('theme', 'dark');
      });
      expect(ink().length).toBeGreaterThan(0);
      expect(new Set(ink().map((mark) => mark.color))).toEqual(new Set([INK]));
      expect(onSignatureComplete).toHaveBeenCalledTimes(1);
    });

    it("shows black's swatch in the ink colour", () => {
      render(<SignaturePad />);
      expect(screen.getByRole('radio', { name: 'Black' }).closest('label')).toHaveClass('aq-signature__color--ink');
      expect(screen.getByRole('radio', { name: 'Blue' }).closest('label')).not.toHaveClass('aq-signature__color--ink');
    });
  });

  it('has no axe violations, empty or signed', async () => {
    const { container } = render(<SignaturePad pointerColors={['black', '#2A7CFF', '#d32029']} />);
    expect((await axe.run(container)).violations).toEqual([]);
    drawStroke(pad(), [[10, 10]]);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
