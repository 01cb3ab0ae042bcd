import type { ComponentType } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import DatepickerSample from '../../demos/datepicker/datepicker-demo0/datepicker-demo0';
import DialogSample from '../../demos/dialog/dialog-demo0/dialog-demo0';
import DrawerSample from '../../demos/drawer/drawer-demo0/drawer-demo0';
import DropdownSample from '../../demos/dropdown/dropdown-demo0/dropdown-demo0';
import SelectSample from '../../demos/select/select-demo0/select-demo0';
import TooltipSample from '../../demos/tooltip/tooltip-demo0/tooltip-demo0';
import { AVAILABLE_PAGES, loadPage } from '../demo-model/pages';
import DatepickerStill from '../stills/datepicker-still';
import DialogStill from '../stills/dialog-still';
import DrawerStill from '../stills/drawer-still';
import DropdownStill from '../stills/dropdown-still';
import SelectStill from '../stills/select-still';
import TooltipStill from '../stills/tooltip-still';
import { hasStill, loadedStill, loadStill, stillSource } from './stills';

// Attributes that say nothing of how a panel looks: its wiring for assistive technology and the
// positions floating-ui computes (a still is placed by its stylesheet instead).
const UNDRAWN =
  /^(id|role|tabindex|style|for|type|value|aria-(?!current).*|data-aria-hidden|data-date|data-drag-handle|lang|xmlns|width|height|viewBox|fill|stroke.*|d|focusable)$/;

/**
 * How an element is drawn: each element's tag, library classes and attributes, and its text, down the
 * tree; the icons by name; a list by the option it shows. What is hidden from sight (visually hidden
 * texts for assistive technology) is left out.
 */
function drawn(element: Element): string {
  if (element.classList.contains('aq-visually-hidden')) return '';
  const attributes = [...element.attributes]
    .filter((attribute) => attribute.name !== 'class' && !UNDRAWN.test(attribute.name))
    .map((attribute) => `[${attribute.name}=${attribute.value}]`)
    .sort()
    .join('');
  const classes = [...element.classList]
    .filter((name) => /^(aq-|lucide-)/.test(name))
    .sort()
    .map((name) => `.${name}`)
    .join('');
  const head = `${element.localName}${classes}${attributes}`;
  if (element.localName === 'svg') return head;
  if (element instanceof HTMLSelectElement) return `${head}(${element.selectedOptions[0]?.textContent ?? ''})`;
  const inner = [...element.childNodes]
    .map((node) => (node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '').trim() : node instanceof Element ? drawn(node) : ''))
    .filter(Boolean);
  return `${head}(${inner.join(' ')})`;
}

/** The panel as the real sample draws it once open, and as its still draws it. */
async function panels(Sample: ComponentType, Still: ComponentType, panel: string, open?: () => Promise<void>) {
  const real = render(<Sample />);
  await open?.();
  const realPanel = document.querySelector(panel);
  expect(realPanel, `the sample opens ${panel}`).not.toBeNull();
  const realDrawing = drawn(realPanel!);
  real.unmount();
  const { container } = render(<Still />);
  const stillPanel = container.querySelector(panel);
  expect(stillPanel, `the still draws ${panel}`).not.toBeNull();
  return { real: realDrawing, still: drawn(stillPanel!) };
}

afterEach(cleanup);

describe('configurator stills', () => {
  it.each([
    ['select', SelectSample, SelectStill, '.aq-select__popup'],
    ['dropdown', DropdownSample, DropdownStill, '.aq-dropdown'],
    ['tooltip', TooltipSample, TooltipStill, '.aq-tooltip'],
    ['dialog', DialogSample, DialogStill, '.aq-dialog'],
    ['drawer', DrawerSample, DrawerStill, '.aq-drawer'],
  ] as const)('%s: the still draws the panel the sample opens, element for element', async (_slug, Sample, Still, panel) => {
    const { real, still } = await panels(Sample, Still, panel);
    expect(still).toBe(real);
  });

  it('datepicker: the still draws the calendar the sample opens on today, element for element', async () => {
    const { real, still } = await panels(DatepickerSample, DatepickerStill, '.aq-datepicker__calendar', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Choose dates' }));
    });
    expect(still).toBe(real);
  });

  it('draws the trigger beside the panel, as the sample does', () => {
    render(<SelectStill />);
    expect(screen.getByRole('combobox', { name: 'Shirt size' })).toHaveTextContent('Choose a size');
    cleanup();
    render(<DatepickerStill />);
    expect(screen.getByRole('textbox', { name: 'Start date' })).toBeInTheDocument();
  });

  it.each([...AVAILABLE_PAGES])('%s: a sample that opens an overlay has a still, and the page links its module', async (slug) => {
    const page = await loadPage(slug);
    if (!page.configurator) return;
    if (page.configurator.sampleStartsOpen) expect(hasStill(slug)).toBe(true);
    if (!hasStill(slug)) return expect(stillSource(slug)).toEqual([]);
    expect(stillSource(slug)).toEqual([`src/stills/${slug}-still.tsx`]);
    await loadStill(slug);
    expect(loadedStill(slug)).toBeTypeOf('function');
  });
});
