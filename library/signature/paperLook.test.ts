import { contrastRatio } from '../core/index.ts';
import { AS_CHOSEN, BLACK, MIN_INK_CONTRAST, readPaperLook, shownColor } from './paperLook.ts';

const DARK = { ink: 'rgb(230, 237, 243)', paper: 'rgb(13, 17, 23)' };
const LIGHT = { ink: 'rgb(31, 35, 40)', paper: 'rgb(255, 255, 255)' };

describe('paper look', () => {
  it('shows black, the default pen, in the ink colour', () => {
    expect(BLACK).toBe('rgb(0, 0, 0)');
    expect(shownColor(BLACK, DARK)).toBe('rgb(230, 237, 243)');
    expect(shownColor(BLACK, LIGHT)).toBe('rgb(31, 35, 40)');
  });

  it('shows a colour as chosen where it reaches 3:1 on the paper, else its nearest shade that does', () => {
    expect(shownColor('rgb(42, 124, 255)', DARK)).toBe('rgb(42, 124, 255)');
    expect(shownColor('rgb(211, 32, 41)', DARK)).toBe('rgb(211, 32, 41)');
    const navy = shownColor('rgb(0, 0, 128)', DARK);
    expect(navy).not.toBe('rgb(0, 0, 128)');
    expect(contrastRatio(navy, DARK.paper)).toBeGreaterThanOrEqual(MIN_INK_CONTRAST);
    const yellow = shownColor('rgb(255, 230, 102)', LIGHT);
    expect(contrastRatio(yellow, LIGHT.paper)).toBeGreaterThanOrEqual(MIN_INK_CONTRAST);
  });

  it('leaves translucent colours, and any colour on paper it cannot see, as chosen', () => {
    expect(shownColor('rgba(0, 0, 128, 0.5)', DARK)).toBe('rgba(0, 0, 128, 0.5)');
    expect(shownColor('rgb(0, 0, 128)', { ink: DARK.ink, paper: null })).toBe('rgb(0, 0, 128)');
    expect(shownColor(BLACK, AS_CHOSEN)).toBe(BLACK);
  });

  it("reads the canvas's CSS: its colour as the ink, its background as the paper when opaque", () => {
    const canvas = document.createElement('canvas');
    document.body.append(canvas);
    canvas.style.color = 'rgb(230, 237, 243)';
    canvas.style.backgroundColor = 'rgb(13, 17, 23)';
    expect(readPaperLook(canvas)).toEqual(DARK);
    canvas.style.backgroundColor = 'transparent';
    expect(readPaperLook(canvas).paper).toBeNull();
    canvas.remove();
  });
});
