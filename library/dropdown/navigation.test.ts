import { describe, expect, it } from 'vitest';
import { DROPDOWN_PLACEMENTS, FLOATING_PLACEMENTS } from './constants.ts';
import { dropdownPlacementOf, enabledItems, itemLabel, tabbableAfter, wrapStep } from './navigation.ts';

function html(markup: string) {
  document.body.innerHTML = markup;
  return (selector: string) => document.querySelector<HTMLElement>(selector)!;
}

describe('dropdown navigation', () => {
  it('wrapStep moves one step and wraps past both ends; from no item it lands on the first or the last', () => {
    expect(wrapStep(4, 0, 1)).toBe(1);
    expect(wrapStep(4, 3, 1)).toBe(0);
    expect(wrapStep(4, 0, -1)).toBe(3);
    expect(wrapStep(4, -1, 1)).toBe(0);
    expect(wrapStep(4, -1, -1)).toBe(3);
  });

  it('enabledItems lists the enabled items of this menu, not those of a menu inside it', () => {
    const $ = html(`
      <div role="menu" id="outer">
        <div role="menuitem">A</div>
        <div role="menuitem" aria-disabled="true">B</div>
        <div role="menu"><div role="menuitem">Inner</div></div>
        <div role="menuitem">C</div>
      </div>`);
    expect(enabledItems($('#outer')).map((item) => item.textContent)).toEqual(['A', 'C']);
  });

  it('itemLabel reads textValue first, else the trimmed text', () => {
    const $ = html(`<div id="a" data-text-value="Share"> ↗ Share link </div><div id="b">  Edit </div>`);
    expect(itemLabel($('#a'))).toBe('Share');
    expect(itemLabel($('#b'))).toBe('Edit');
  });

  it('tabbableAfter finds the next tabbable element in document order, skipping the disabled, hidden and skipped', () => {
    const $ = html(`
      <a href="#x" id="before">Before</a>
      <button id="from"><span tabindex="0" id="inside">inside</span></button>
      <button disabled>Disabled</button>
      <div hidden><button>Hidden</button></div>
      <div id="menu"><button>In menu</button></div>
      <span tabindex="-1">Not tabbable</span>
      <a href="#y" id="link">Link</a>
      <button id="next">Next</button>`);
    expect(tabbableAfter($('#from'), $('#menu'))?.id).toBe('link');
    expect(tabbableAfter($('#next'), null)).toBeNull();
  });

  it('dropdownPlacementOf names every placement Floating UI resolves to', () => {
    for (const placement of DROPDOWN_PLACEMENTS) {
      expect(dropdownPlacementOf(FLOATING_PLACEMENTS[placement])).toBe(placement);
    }
    expect(dropdownPlacementOf('right')).toBe('bottomLeft');
  });
});
