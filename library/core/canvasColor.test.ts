import { canvasColor } from './canvasColor.ts';

describe('canvasColor', () => {
  it('paints a colour it can compute as rgb(), whatever its syntax', () => {
    expect(canvasColor('#1890ff', null)).toBe('rgb(24, 144, 255)');
    expect(canvasColor('oklch(62.8% 0.2577 29.23)', null)).toBe('rgb(255, 0, 0)');
    expect(canvasColor('rgb(0 0 0 / 50%)', null)).toBe('rgba(0, 0, 0, 0.5)');
  });

  it('resolves a colour only the page can through the element’s computed style', () => {
    const element = document.createElement('canvas');
    document.body.append(element);
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({ color: 'rgb(1, 2, 3)' } as CSSStyleDeclaration);
    expect(canvasColor('currentColor', element)).toBe('rgb(1, 2, 3)');
    // The probe is gone again.
    expect(element.childElementCount).toBe(0);
    vi.restoreAllMocks();
    element.remove();
  });

  it('is null for what it cannot resolve or what is no colour', () => {
    expect(canvasColor('var(--brand)', null)).toBeNull();
    expect(canvasColor('blurple', document.body)).toBeNull();
  });
});
