import { act, useState } from 'react';
import { render, screen } from '@testing-library/react';
import type { DropdownPlacement } from './constants.ts';
import { useDropdownPosition } from './useDropdownPosition.ts';

/** Lays out a 1024 × 768 window with the trigger at `top` (120 × 32 px); the menu is 160 × 200 px. */
function layOut(top: number) {
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1024);
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(768);
  const isMenu = (element: Element) => element.getAttribute('role') === 'menu';
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isMenu(this) ? 160 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isMenu(this) ? 200 : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName === 'BUTTON') return DOMRect.fromRect({ x: 300, y: top, width: 120, height: 32 });
    return DOMRect.fromRect({ x: 0, y: 0, width: 1024, height: 768 });
  });
}

function Harness({ placement }: { placement: DropdownPlacement }) {
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const position = useDropdownPosition({ open: true, placement, trigger, menu });
  return (
    <>
      <button type="button" ref={setTrigger}>
        Actions
      </button>
      <div ref={setMenu} role="menu" aria-label="Actions" style={position.floatingStyles} data-placement={position.placement} />
    </>
  );
}

const menu = () => screen.getByRole('menu', { name: 'Actions' });
const settle = () => act(async () => {});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useDropdownPosition', () => {
  it('places the menu below the trigger, 4 px away, lined up as placement says, by left and top rather than a transform', async () => {
    layOut(100);
    const { rerender } = render(<Harness placement="bottomLeft" />);
    await settle();
    expect(menu()).toHaveAttribute('data-placement', 'bottomLeft');
    expect(menu().style.position).toBe('absolute');
    expect(menu().style.left).toBe('300px');
    expect(menu().style.top).toBe('136px');
    expect(menu().style.transform).toBe('');

    rerender(<Harness placement="bottomRight" />);
    await settle();
    expect(menu()).toHaveAttribute('data-placement', 'bottomRight');
    expect(menu().style.left).toBe('260px');
  });

  it('flips to the other side when there is no room, and names the placement it ended up at', async () => {
    layOut(700);
    render(<Harness placement="bottomCenter" />);
    await settle();
    expect(menu()).toHaveAttribute('data-placement', 'topCenter');
    expect(menu().style.top).toBe(`${700 - 4 - 200}px`);
  });

  it("tells the menu the trigger's width and the height it may take, never less than 80 px", async () => {
    layOut(100);
    render(<Harness placement="bottomLeft" />);
    await settle();
    expect(menu().style.getPropertyValue('--aq-dropdown-trigger-width')).toBe('120px');
    expect(menu().style.getPropertyValue('--aq-dropdown-available-height')).toBe(`${768 - 136 - 8}px`);
  });

  it('keeps at least 80 px for the menu in a window too short for it', async () => {
    layOut(50);
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(150);
    render(<Harness placement="bottomLeft" />);
    await settle();
    expect(menu().style.getPropertyValue('--aq-dropdown-available-height')).toBe('80px');
  });
});
