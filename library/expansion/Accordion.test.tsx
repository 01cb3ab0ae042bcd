import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { CSS_COLOR_SYNTAXES, INVALID_COLORS } from '../../tests/unit/colors.ts';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { Ticker } from '../../tests/unit/ticker.tsx';
import { contrastRatio } from '../core/index.ts';
import { Accordion, type AccordionProps } from './Accordion.tsx';
import { ExpansionPanel, type ExpansionPanelProps } from './ExpansionPanel.tsx';

const header = (name: string) => screen.getByRole('button', { name });
const panelOf = (name: string) => header(name).closest('.aq-expansion-panel') as HTMLElement;
const variable = (element: HTMLElement, name: string) => element.style.getPropertyValue(name);

function Three(props: AccordionProps) {
  return (
    <Accordion {...props}>
      <ExpansionPanel label="Shipping">Shipping content</ExpansionPanel>
      <ExpansionPanel label="Returns">Returns content</ExpansionPanel>
      <ExpansionPanel label="Warranty">Warranty content</ExpansionPanel>
    </Accordion>
  );
}

/** An accordion of these panels, each holding "<label> content", so a test lists only how its panels differ. */
function Panels({ panels, ...props }: AccordionProps & { panels: (ExpansionPanelProps & { label: string })[] }) {
  return (
    <Accordion {...props}>
      {panels.map((panel) => (
        <ExpansionPanel key={panel.label} {...panel}>
          {panel.label} content
        </ExpansionPanel>
      ))}
    </Accordion>
  );
}

/** Presses each run of keys in turn, checking the header focused after it. */
async function expectHeaderFocusAfter(user: UserEvent, steps: [keys: string, focused: string][]) {
  for (const [keys, focused] of steps) {
    await user.keyboard(keys);
    expect(header(focused), `focused after ${keys}`).toHaveFocus();
  }
}

describe('Accordion', () => {
  itConforms(Accordion, { props: { children: <ExpansionPanel label="One">One</ExpansionPanel> }, element: 'div' });
  itWarnsOfItsZeroXNames('Accordion', (props) => (
    <Accordion {...props}>
      <ExpansionPanel label="One">One</ExpansionPanel>
    </Accordion>
  ));

  describe('ExpansionPanel', () => {
    itConforms(ExpansionPanel, {
      props: { label: 'One', children: 'Content' },
      element: 'div',
      wrap: (node) => <Accordion>{node}</Accordion>,
      find: (container) => container.querySelector('.aq-expansion-panel'),
    });
    itWarnsOfItsZeroXNames('ExpansionPanel', (props) => (
      <ExpansionPanel label="One" {...props}>
        Content
      </ExpansionPanel>
    ));
  });

  it('is a default accordion, one panel open at a time, icons on the left, every panel closed', () => {
    render(<Three />);
    const accordion = panelOf('Shipping').parentElement!;
    expect(accordion).toHaveClass('aq-accordion');
    expect(accordion).toHaveAttribute('data-variant', 'default');
    expect(accordion).not.toHaveAttribute('data-multiple');
    for (const name of ['Shipping', 'Returns', 'Warranty']) {
      expect(header(name)).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(name)).toHaveAttribute('data-icon-position', 'left');
      expect(panelOf(name)).toHaveAttribute('data-state', 'closed');
      expect(screen.queryByText(`${name} content`)).toBeNull();
    }
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('puts each header button in a level-3 heading that controls a region labelled by it', async () => {
    const user = userEvent.setup();
    render(<Three />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Shipping' });
    expect(within(heading).getByRole('button', { name: 'Shipping' })).toBe(header('Shipping'));
    // A collapsed panel's region is there, empty and hidden, so aria-controls never points at nothing.
    const region = document.getElementById(header('Shipping').getAttribute('aria-controls')!)!;
    expect(region).toHaveAttribute('role', 'region');
    expect(region).toHaveAttribute('aria-labelledby', header('Shipping').id);
    expect(region).not.toBeVisible();
    await user.click(header('Shipping'));
    expect(screen.getByRole('region', { name: 'Shipping' })).toBe(region);
    expect(region).toHaveTextContent('Shipping content');
  });

  it('takes another heading level with headingLevel', () => {
    render(
      <Accordion>
        <ExpansionPanel label="Deep" headingLevel={5}>
          Deep content
        </ExpansionPanel>
      </Accordion>,
    );
    expect(screen.getByRole('heading', { level: 5, name: 'Deep' })).toBeInTheDocument();
  });

  it('a click on a header toggles its panel and reports the new state', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <Accordion>
        <ExpansionPanel label="Shipping" onExpandedChange={onExpandedChange}>
          Shipping content
        </ExpansionPanel>
      </Accordion>,
    );
    await user.click(header('Shipping'));
    expect(header('Shipping')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveTextContent('Shipping content');
    expect(panelOf('Shipping')).toHaveAttribute('data-state', 'open');
    await user.click(header('Shipping'));
    expect(header('Shipping')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('Enter and Space toggle the focused header', async () => {
    const user = userEvent.setup();
    render(<Three />);
    await user.tab();
    expect(header('Shipping')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header('Shipping')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(header('Shipping')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opening a panel closes the open one, reporting it closed', async () => {
    const user = userEvent.setup();
    const onShipping = vi.fn();
    render(<Panels panels={[{ label: 'Shipping', defaultExpanded: true, onExpandedChange: onShipping }, { label: 'Returns' }]} />);
    expect(header('Shipping')).toHaveAttribute('aria-expanded', 'true');
    await user.click(header('Returns'));
    expect(header('Returns')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Shipping')).toHaveAttribute('aria-expanded', 'false');
    expect(onShipping).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('with multiple, several panels stay open', async () => {
    const user = userEvent.setup();
    render(<Three multiple />);
    expect(panelOf('Shipping').parentElement).toHaveAttribute('data-multiple', '');
    await user.click(header('Shipping'));
    await user.click(header('Returns'));
    await user.click(header('Warranty'));
    expect(screen.getAllByRole('region')).toHaveLength(3);
    await user.click(header('Returns'));
    expect(screen.getAllByRole('region').map((region) => region.textContent)).toEqual(['Shipping content', 'Warranty content']);
  });

  describe('disabled', () => {
    it('does not respond to clicks', async () => {
      const user = userEvent.setup();
      const onExpandedChange = vi.fn();
      render(
        <Accordion>
          <ExpansionPanel label="Locked" disabled onExpandedChange={onExpandedChange}>
            Locked content
          </ExpansionPanel>
        </Accordion>,
      );
      expect(header('Locked')).toBeDisabled();
      expect(panelOf('Locked')).toHaveAttribute('data-disabled', '');
      await user.click(header('Locked'));
      expect(header('Locked')).toHaveAttribute('aria-expanded', 'false');
      expect(onExpandedChange).not.toHaveBeenCalled();
    });

    it('closes an open disabled panel when another panel opens, as one open at a time asks', async () => {
      const user = userEvent.setup();
      const onPinned = vi.fn();
      render(
        <Panels
          panels={[{ label: 'Pinned', disabled: true, defaultExpanded: true, onExpandedChange: onPinned }, { label: 'Other' }]}
        />,
      );
      expect(screen.getByRole('region', { name: 'Pinned' })).toBeVisible();
      await user.click(header('Other'));
      expect(header('Pinned')).toHaveAttribute('aria-expanded', 'false');
      expect(onPinned).toHaveBeenCalledExactlyOnceWith(false);
      expect(screen.getAllByRole('region').map((region) => region.textContent)).toEqual(['Other content']);
    });

    it('with multiple, an open disabled panel stays open when another opens', async () => {
      const user = userEvent.setup();
      render(<Panels multiple panels={[{ label: 'Pinned', disabled: true, defaultExpanded: true }, { label: 'Other' }]} />);
      await user.click(header('Other'));
      expect(header('Pinned')).toHaveAttribute('aria-expanded', 'true');
    });
  });

  describe('content', () => {
    type TransitionStyle = Pick<CSSStyleDeclaration, 'transitionProperty' | 'transitionDuration' | 'transitionDelay'>;

    /** jsdom applies no stylesheet: a collapsed region reports the fold Expansion.scss gives it (200 ms). */
    function mockFold() {
      const fold: TransitionStyle = {
        transitionProperty: 'grid-template-rows, visibility',
        transitionDuration: '0.2s, 0s',
        transitionDelay: '0s, 0.2s',
      };
      const real = window.getComputedStyle;
      vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
        const style = real(element, pseudo);
        const folding = !pseudo && element.matches('.aq-expansion-panel__region[hidden]');
        return folding ? ({ ...style, ...fold } as CSSStyleDeclaration) : style;
      });
    }

    const foldEnds = (region: Element) =>
      act(() => {
        region.dispatchEvent(Object.assign(new Event('transitionend'), { propertyName: 'grid-template-rows' }));
      });

    afterEach(() => {
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    it('mounts as the panel opens, stays through the closing fold and unmounts when it has ended', async () => {
      mockFold();
      const user = userEvent.setup();
      render(<Three />);
      expect(screen.queryByText('Returns content')).toBeNull();
      await user.click(header('Returns'));
      expect(screen.getByRole('region', { name: 'Returns' })).toHaveTextContent('Returns content');

      await user.click(header('Returns'));
      expect(header('Returns')).toHaveAttribute('aria-expanded', 'false');
      const region = document.getElementById(header('Returns').getAttribute('aria-controls')!)!;
      // Folding: still there, so the height shrinks with the content in it.
      expect(region).toHaveTextContent('Returns content');
      foldEnds(region);
      expect(region.textContent).toBe('');
    });

    it('unmounts at once without a closing transition (reduced motion)', async () => {
      const user = userEvent.setup();
      render(<Three />);
      await user.click(header('Returns'));
      await user.click(header('Returns'));
      expect(screen.queryByText('Returns content')).toBeNull();
    });

    it('stops its timers once collapsed', async () => {
      // Only the intervals: Testing Library's own waits run on real timeouts.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const user = userEvent.setup();
      const onTick = vi.fn();
      render(
        <ExpansionPanel label="Clock" defaultExpanded>
          <Ticker onTick={onTick} />
        </ExpansionPanel>,
      );
      act(() => vi.advanceTimersByTime(2000));
      expect(onTick).toHaveBeenCalledTimes(2);
      await user.click(header('Clock'));
      act(() => vi.advanceTimersByTime(5000));
      expect(onTick).toHaveBeenCalledTimes(2);
    });

    it('stays mounted and hidden with keepMounted: what was typed stays, timers go on', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const user = userEvent.setup();
      const onTick = vi.fn();
      render(
        <ExpansionPanel label="Form" defaultExpanded keepMounted>
          <label>
            Name <input />
          </label>
          <Ticker onTick={onTick} />
        </ExpansionPanel>,
      );
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
      await user.click(header('Form'));
      expect(screen.getByRole('textbox', { name: 'Name', hidden: true })).not.toBeVisible();
      act(() => vi.advanceTimersByTime(3000));
      expect(onTick).toHaveBeenCalledTimes(3);
      await user.click(header('Form'));
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    });

    it('follows the accordion’s keepMounted unless the panel says otherwise', () => {
      render(
        <Accordion keepMounted>
          <ExpansionPanel label="Kept">Kept content</ExpansionPanel>
          <ExpansionPanel label="Dropped" keepMounted={false}>
            Dropped content
          </ExpansionPanel>
        </Accordion>,
      );
      expect(screen.getByText('Kept content')).not.toBeVisible();
      expect(screen.queryByText('Dropped content')).toBeNull();
    });
  });

  describe('expanded', () => {
    it('starts open with defaultExpanded', () => {
      render(
        <Accordion>
          <ExpansionPanel label="Open" defaultExpanded>
            Open content
          </ExpansionPanel>
        </Accordion>,
      );
      expect(screen.getByRole('region', { name: 'Open' })).toBeVisible();
    });

    it('shows only what expanded says when controlled, asking for changes through onExpandedChange', async () => {
      const user = userEvent.setup();
      const onExpandedChange = vi.fn();
      const panel = (expanded: boolean) => (
        <Accordion>
          <ExpansionPanel label="Held" expanded={expanded} onExpandedChange={onExpandedChange}>
            Held content
          </ExpansionPanel>
        </Accordion>
      );
      const { rerender } = render(panel(false));
      await user.click(header('Held'));
      expect(onExpandedChange).toHaveBeenCalledExactlyOnceWith(true);
      expect(header('Held')).toHaveAttribute('aria-expanded', 'false');
      rerender(panel(true));
      expect(screen.getByRole('region', { name: 'Held' })).toBeVisible();
    });

    it('works two-way; a panel the app opens leaves the others to the app, and a press still closes them', async () => {
      const user = userEvent.setup();
      const onFirst = vi.fn();
      function App() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <Accordion>
              <ExpansionPanel label="First" defaultExpanded onExpandedChange={onFirst}>
                First content
              </ExpansionPanel>
              <ExpansionPanel label="Second" expanded={open} onExpandedChange={setOpen}>
                Second content
              </ExpansionPanel>
            </Accordion>
            <p>Second is {open ? 'open' : 'closed'}</p>
            <button onClick={() => setOpen(true)}>Open second</button>
          </>
        );
      }
      render(<App />);
      await user.click(screen.getByRole('button', { name: 'Open second' }));
      expect(header('Second')).toHaveAttribute('aria-expanded', 'true');
      // Nobody pressed First: it stays as it is, and its handler is not called.
      expect(header('First')).toHaveAttribute('aria-expanded', 'true');
      expect(onFirst).not.toHaveBeenCalled();
      await user.click(header('First'));
      await user.click(header('First'));
      expect(onFirst.mock.calls).toEqual([[false], [true]]);
      expect(screen.getByText('Second is closed')).toBeInTheDocument();
      expect(header('Second')).toHaveAttribute('aria-expanded', 'false');
    });

    it('calls no handler on mount, even when several panels start open without multiple', () => {
      const onA = vi.fn();
      const onB = vi.fn();
      render(
        <Panels
          panels={[
            { label: 'A', defaultExpanded: true, onExpandedChange: onA },
            { label: 'B', expanded: true, onExpandedChange: onB },
          ]}
        />,
      );
      expect(onA).not.toHaveBeenCalled();
      expect(onB).not.toHaveBeenCalled();
    });

    it('a press that opens a panel tells each panel it closes exactly once, in that press', async () => {
      const user = userEvent.setup();
      const onA = vi.fn();
      const onB = vi.fn();
      const onC = vi.fn();
      render(
        <Panels
          panels={[
            { label: 'A', defaultExpanded: true, onExpandedChange: onA },
            { label: 'B', onExpandedChange: onB },
            { label: 'C', onExpandedChange: onC },
          ]}
        />,
      );
      let heardBeforeThePage: unknown[][] = [];
      const pageListener = () => (heardBeforeThePage = [...onA.mock.calls, ...onB.mock.calls]);
      document.addEventListener('click', pageListener);
      await user.click(header('B'));
      document.removeEventListener('click', pageListener);
      expect(heardBeforeThePage).toEqual([[false], [true]]);
      expect(onA.mock.calls).toEqual([[false]]);
      expect(onB.mock.calls).toEqual([[true]]);
      // A closed panel is not told it closed again.
      expect(onC).not.toHaveBeenCalled();
    });

    it('defaultExpanded opens a panel at first and lets it close and open again', async () => {
      const user = userEvent.setup();
      render(
        <ExpansionPanel label="Shipping" defaultExpanded>
          Two days
        </ExpansionPanel>,
      );
      await user.click(header('Shipping'));
      expect(header('Shipping')).toHaveAttribute('aria-expanded', 'false');
      await user.click(header('Shipping'));
      expect(header('Shipping')).toHaveAttribute('aria-expanded', 'true');
    });

    it('expanded without onExpandedChange is read-only and warns once, naming the handler and defaultExpanded', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const user = userEvent.setup();
        const { rerender } = render(
          <ExpansionPanel label="Shipping" expanded>
            Two days
          </ExpansionPanel>,
        );
        await user.click(header('Shipping'));
        expect(header('Shipping')).toHaveAttribute('aria-expanded', 'true');
        rerender(
          <ExpansionPanel label="Shipping" expanded={false}>
            Two days
          </ExpansionPanel>,
        );
        expect(warn).toHaveBeenCalledExactlyOnceWith(
          'Aquila UI: ExpansionPanel got `expanded` without `onExpandedChange`. This makes it read-only: it shows what `expanded` ' +
            'says and never changes it itself. If it should start there and then change, use `defaultExpanded` instead; otherwise ' +
            'handle `onExpandedChange`.',
        );
      } finally {
        warn.mockRestore();
      }
    });

    it('leaves panels that start open as they are, even without multiple', () => {
      render(
        <Panels
          panels={[
            { label: 'A', defaultExpanded: true },
            { label: 'B', defaultExpanded: true },
          ]}
        />,
      );
      expect(screen.getAllByRole('region')).toHaveLength(2);
    });
  });

  it('shows the expand icon, hidden from assistive technology, unless hideToggle', () => {
    render(
      <Accordion>
        <ExpansionPanel label="With icon">Content</ExpansionPanel>
        <ExpansionPanel label="Without icon" hideToggle>
          Content
        </ExpansionPanel>
      </Accordion>,
    );
    const icon = header('With icon').querySelector('.aq-expansion-panel__icon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(header('Without icon').querySelector('.aq-expansion-panel__icon')).toBeNull();
    expect(panelOf('Without icon')).toHaveAttribute('data-hide-toggle', '');
  });

  it('a header without its icon still toggles', async () => {
    const user = userEvent.setup();
    render(
      <Accordion>
        <ExpansionPanel label="Plain" hideToggle>
          Plain content
        </ExpansionPanel>
      </Accordion>,
    );
    await user.click(header('Plain'));
    expect(screen.getByRole('region', { name: 'Plain' })).toBeVisible();
  });

  it('takes a node as label, which names the header and the region', async () => {
    const user = userEvent.setup();
    render(
      <Accordion>
        <ExpansionPanel
          label={
            <>
              <strong>Billing</strong> <small>2 invoices</small>
            </>
          }
        >
          Billing content
        </ExpansionPanel>
      </Accordion>,
    );
    await user.click(header('Billing 2 invoices'));
    expect(screen.getByRole('region', { name: 'Billing 2 invoices' })).toBeVisible();
  });

  it('expandIconPosition="right" moves every panel’s icon to the right', () => {
    render(<Three expandIconPosition="right" />);
    for (const name of ['Shipping', 'Returns', 'Warranty']) expect(panelOf(name)).toHaveAttribute('data-icon-position', 'right');
  });

  it.each(['card', 'bordered'] as const)('variant="%s" is set on the accordion for the stylesheet', (type) => {
    render(<Three variant={type} />);
    expect(panelOf('Shipping').parentElement).toHaveAttribute('data-variant', type);
  });

  describe('color', () => {
    it('uses the theme’s primary colour when not given', () => {
      render(<Three />);
      const accordion = panelOf('Shipping').parentElement!;
      expect(variable(accordion, '--aq-accordion-color-light')).toBe('');
      expect(variable(accordion, '--aq-accordion-color-dark')).toBe('');
    });

    it('sets the accent in any colour format, kept at 3:1 against the page in both themes', () => {
      render(<Three color="#52C41A" />);
      const accordion = panelOf('Shipping').parentElement!;
      const light = variable(accordion, '--aq-accordion-color-light');
      const dark = variable(accordion, '--aq-accordion-color-dark');
      // #52C41A itself is only 2.1:1 on the light page, so the light theme takes a darker shade of it.
      expect(light).not.toBe('rgb(82, 196, 26)');
      expect(contrastRatio(light, '#f6f7f9')).toBeGreaterThanOrEqual(3);
      expect(dark).toBe('rgb(82, 196, 26)');
    });

    it('gives a dark colour a lighter shade in the dark theme', () => {
      const { container } = render(<Accordion color="indigo" />);
      const accordion = container.firstElementChild as HTMLElement;
      expect(variable(accordion, '--aq-accordion-color-light')).toBe('rgb(75, 0, 130)');
      const dark = variable(accordion, '--aq-accordion-color-dark');
      expect(dark).not.toBe('rgb(75, 0, 130)');
      expect(contrastRatio(dark, '#1c2128')).toBeGreaterThanOrEqual(3);
    });

    it.each(CSS_COLOR_SYNTAXES)('takes the colour %s', (input) => {
      watchWarnings();
      const { container } = render(<Accordion color={input} />);
      const accordion = container.firstElementChild as HTMLElement;
      expect(variable(accordion, '--aq-accordion-color-light')).not.toBe('');
      expect(variable(accordion, '--aq-accordion-color-dark')).not.toBe('');
    });

    it('keeps a wider-gamut colour as written where it already stands out', () => {
      const { container } = render(<Accordion color="oklch(0.55 0.2 260)" />);
      expect(variable(container.firstElementChild as HTMLElement, '--aq-accordion-color-light')).toBe('oklch(0.55 0.2 260)');
    });

    it('uses a colour only the page resolves as it is in both themes, and says once that its contrast is not checked', () => {
      const warn = watchWarnings();
      const { container, rerender } = render(<Accordion color="var(--brand)" />);
      rerender(<Accordion color="var(--brand)" multiple />);
      const accordion = container.firstElementChild as HTMLElement;
      expect(variable(accordion, '--aq-accordion-color-light')).toBe('var(--brand)');
      expect(variable(accordion, '--aq-accordion-color-dark')).toBe('var(--brand)');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('Accordion color var(--brand) reaches CSS as written');
    });

    it.each(INVALID_COLORS)('keeps the theme’s colour for %j, warning once with “%s”', (input, error) => {
      const warn = watchWarnings();
      const { container, rerender } = render(<Accordion color={input} />);
      rerender(<Accordion color={input} multiple />);
      expect(variable(container.firstElementChild as HTMLElement, '--aq-accordion-color-light')).toBe('');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain(`${error}: Accordion color got ${JSON.stringify(input)}`);
    });
  });

  describe('keyboard between headers', () => {
    it('Down and Up move focus to the next and previous header, wrapping; Home and End to the first and last', async () => {
      const user = userEvent.setup();
      render(<Three />);
      await user.tab();
      await expectHeaderFocusAfter(user, [
        ['{ArrowDown}', 'Returns'],
        ['{ArrowDown}{ArrowDown}', 'Shipping'],
        ['{ArrowUp}', 'Warranty'],
        ['{Home}', 'Shipping'],
        ['{End}', 'Warranty'],
      ]);
      // Moving focus opens nothing.
      expect(screen.queryByRole('region')).toBeNull();
    });

    it('skips disabled headers and the headers of a nested accordion', async () => {
      const user = userEvent.setup();
      render(
        <Accordion>
          <ExpansionPanel label="Outer one" defaultExpanded>
            <Accordion>
              <ExpansionPanel label="Inner">Inner content</ExpansionPanel>
            </Accordion>
          </ExpansionPanel>
          <ExpansionPanel label="Outer locked" disabled>
            Locked
          </ExpansionPanel>
          <ExpansionPanel label="Outer two">Two</ExpansionPanel>
        </Accordion>,
      );
      await user.tab();
      await expectHeaderFocusAfter(user, [
        ['{ArrowDown}', 'Outer two'],
        ['{ArrowDown}', 'Outer one'],
      ]);
      header('Inner').focus();
      await user.keyboard('{ArrowDown}');
      expect(header('Inner')).toHaveFocus();
    });

    it('leaves arrow keys inside the content alone', async () => {
      const user = userEvent.setup();
      render(
        <Accordion>
          <ExpansionPanel label="Form" defaultExpanded>
            <label>
              Note <input />
            </label>
          </ExpansionPanel>
          <ExpansionPanel label="Other">Other</ExpansionPanel>
        </Accordion>,
      );
      await user.click(screen.getByRole('textbox', { name: 'Note' }));
      await user.keyboard('{ArrowDown}{End}');
      expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    });

    it('lets a consumer’s onKeyDown preventDefault stop the move', async () => {
      const user = userEvent.setup();
      render(<Three onKeyDown={(event) => event.preventDefault()} />);
      await user.tab();
      await user.keyboard('{ArrowDown}');
      expect(header('Shipping')).toHaveFocus();
    });
  });

  it('onHeaderClick runs before the toggle, and its preventDefault keeps the panel as it is', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <Accordion>
        <ExpansionPanel label="Guarded" onHeaderClick={(event) => event.preventDefault()} onExpandedChange={onExpandedChange}>
          Guarded content
        </ExpansionPanel>
      </Accordion>,
    );
    await user.click(header('Guarded'));
    expect(header('Guarded')).toHaveAttribute('aria-expanded', 'false');
    expect(onExpandedChange).not.toHaveBeenCalled();
  });

  it('an ExpansionPanel works on its own, outside an accordion', async () => {
    const user = userEvent.setup();
    render(<ExpansionPanel label="Alone">Alone content</ExpansionPanel>);
    expect(panelOf('Alone')).toHaveAttribute('data-icon-position', 'left');
    await user.click(header('Alone'));
    expect(screen.getByRole('region', { name: 'Alone' })).toBeVisible();
  });

  it('has no axe violations in each type, open and closed', async () => {
    const { container } = render(
      <>
        <Three />
        <Accordion variant="bordered" expandIconPosition="right">
          <ExpansionPanel label="Bordered open" defaultExpanded>
            Content
          </ExpansionPanel>
          <ExpansionPanel label="Bordered disabled" disabled>
            Content
          </ExpansionPanel>
        </Accordion>
        <Accordion variant="card" multiple>
          <ExpansionPanel label="Card open" defaultExpanded hideToggle>
            Content
          </ExpansionPanel>
        </Accordion>
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
