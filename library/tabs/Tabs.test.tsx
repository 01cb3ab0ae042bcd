import { useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { Ticker } from '../../tests/unit/ticker.tsx';
import { Tab } from './Tab.tsx';
import { Tabs, type TabsProps } from './Tabs.tsx';

const tab = (name: string) => screen.getByRole('tab', { name });
const tabNames = () => screen.getAllByRole('tab').map((element) => element.textContent);
/** The panel a tab controls; found through the tab, as a hidden panel has no accessible name. */
const panelOf = (name: string) => document.getElementById(tab(name).getAttribute('aria-controls')!)!;
const selectedTab = () => screen.getAllByRole('tab').find((element) => element.getAttribute('aria-selected') === 'true');

/** Presses each run of keys in turn, checking the tab then focused, and selected with it, as the keys select at once. */
async function expectSelectedAfter(user: UserEvent, steps: [keys: string, name: string][]) {
  for (const [keys, name] of steps) {
    await user.keyboard(keys);
    expect(tab(name), `focused after ${keys}`).toHaveFocus();
    expect(selectedTab(), `selected after ${keys}`).toBe(tab(name));
  }
}

function Fruit(props: TabsProps) {
  return (
    <Tabs {...props}>
      <Tab label="Apple">Apple panel</Tab>
      <Tab label="Banana">Banana panel</Tab>
      <Tab label="Cherry">Cherry panel</Tab>
    </Tabs>
  );
}

/** One tab a label, valued by the label in lower case, so that tests name the selection by value rather than by place. */
function Valued({ labels, ...props }: TabsProps<string> & { labels: string[] }) {
  return (
    <Tabs {...props}>
      {labels.map((label) => (
        <Tab key={label} value={label.toLowerCase()} label={label}>
          {label} panel
        </Tab>
      ))}
    </Tabs>
  );
}

/** An app that keeps the selection in its own state and prints it, as the owner of a controlled group does. */
function InState<V>({ initial, group }: { initial: V; group: (value: V, onValueChange: (next: V) => void) => ReactNode }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {group(value, setValue)}
      <p>Selected: {String(value)}</p>
    </>
  );
}

/** An app that owns its tabs (named by their index) and removes one when the group asks, as closeable mode expects. */
function ClosingApp({ initial = ['A', 'B', 'C', 'D'], ...props }: TabsProps<number> & { initial?: string[] }) {
  const [names, setNames] = useState(initial);
  return (
    <Tabs mode="closeable" {...props} onClose={(index) => setNames((current) => current.filter((_, at) => at !== index))}>
      {names.map((name) => (
        <Tab key={name} label={name}>
          {name} panel
        </Tab>
      ))}
    </Tabs>
  );
}

describe('Tabs', () => {
  itConforms(Tabs, { props: { children: <Tab label="One">One</Tab> }, element: 'div' });
  itWarnsOfItsZeroXNames('Tabs', (props) => (
    <Tabs {...props}>
      <Tab label="One">One</Tab>
    </Tabs>
  ));

  describe('Tab', () => {
    itConforms(Tab, {
      props: { label: 'One', children: 'Panel' },
      element: 'div',
      wrap: (node) => <Tabs>{node}</Tabs>,
      find: (container) => container.querySelector('[role="tabpanel"]'),
    });

    it('renders nothing outside Tabs, warning once', () => {
      const warn = watchWarnings();
      const { container, rerender } = render(<Tab label="Lonely">Panel</Tab>);
      rerender(<Tab label="Lonelier">Panel</Tab>);
      expect(container).toBeEmptyDOMElement();
      expect(warn.mock.calls).toEqual([
        ['Aquila UI: Tab must be a child of Tabs (directly, or inside a fragment). It renders nothing.'],
      ]);
    });

    it('is read inside a fragment, but renders nothing inside another component or inside a panel, warning once', () => {
      const warn = watchWarnings();
      function Wrapped() {
        return <Tab label="Wrapped">Wrapped panel</Tab>;
      }
      render(
        <Tabs>
          <Tab label="One">
            <Tab label="Nested">Nested panel</Tab>
            One panel
          </Tab>
          <>
            <Tab label="Two">Two panel</Tab>
          </>
          <Wrapped />
        </Tabs>,
      );
      expect(tabNames()).toEqual(['One', 'Two']);
      expect(screen.getByRole('tabpanel')).toHaveTextContent(/^One panel$/);
      expect(screen.queryByText('Wrapped panel')).toBeNull();
      expect(warn.mock.calls).toEqual([
        ['Aquila UI: Tab must be a child of Tabs (directly, or inside a fragment). It renders nothing.'],
      ]);
    });
  });

  it('is a horizontal tab list at the top, aligned to the start, with the first tab selected', () => {
    render(<Fruit tabListLabel="Fruit" />);
    const list = screen.getByRole('tablist', { name: 'Fruit' });
    expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    const group = list.closest('[data-mode]');
    expect(group).toHaveAttribute('data-placement', 'top');
    expect(group).toHaveAttribute('data-align', 'start');
    expect(group).toHaveAttribute('data-mode', 'default');
    expect(tabNames()).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(tab('Apple')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Banana')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Apple panel');
    expect(screen.queryByTitle('Close')).toBeNull();
  });

  it('ties each tab to its panel with aria-controls and aria-labelledby, and only the selected tab is in the Tab order', () => {
    render(<Fruit />);
    for (const name of ['Apple', 'Banana', 'Cherry']) {
      // The panel of a tab not shown is there, empty and hidden, so aria-controls never points at nothing.
      const panel = panelOf(name);
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab(name).id);
    }
    expect(tab('Apple')).toHaveAttribute('tabindex', '0');
    expect(tab('Banana')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Apple' })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Apple' })).toHaveTextContent('Apple panel');
    expect(panelOf('Banana')).not.toBeVisible();
  });

  it('Tab then goes from the selected tab to its panel', async () => {
    const user = userEvent.setup();
    render(<Fruit defaultValue={1} />);
    await user.tab();
    expect(tab('Banana')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Banana' })).toHaveFocus();
  });

  it('selects a tab on click and reports its index', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruit onValueChange={onValueChange} />);
    await user.click(tab('Cherry'));
    expect(tab('Cherry')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Cherry')).toHaveAttribute('tabindex', '0');
    expect(tab('Apple')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cherry panel');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('arrow keys move and select at once, wrapping at the ends; Home and End go to the first and last', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruit onValueChange={onValueChange} />);
    await user.tab();
    await expectSelectedAfter(user, [['{ArrowRight}', 'Banana']]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Banana panel');
    await expectSelectedAfter(user, [
      ['{ArrowRight}{ArrowRight}', 'Apple'],
      ['{ArrowLeft}', 'Cherry'],
      ['{Home}', 'Apple'],
      ['{End}', 'Cherry'],
    ]);
    expect(onValueChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 0, 2, 0, 2]);
    // Up and Down belong to vertical lists.
    await user.keyboard('{ArrowDown}');
    expect(tab('Cherry')).toHaveFocus();
  });

  describe('disabled tabs', () => {
    function WithDisabled(props: TabsProps) {
      return (
        <Tabs {...props}>
          <Tab label="One">One panel</Tab>
          <Tab label="Two" disabled>
            Two panel
          </Tab>
          <Tab label="Three">Three panel</Tab>
          <Tab label="Four" disabled>
            Four panel
          </Tab>
        </Tabs>
      );
    }

    it('cannot be clicked', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<WithDisabled onValueChange={onValueChange} />);
      expect(tab('Two')).toBeDisabled();
      await user.click(tab('Two'));
      expect(tab('One')).toHaveAttribute('aria-selected', 'true');
      expect(tab('Two')).toHaveAttribute('aria-selected', 'false');
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it('are skipped by the arrow keys, Home and End', async () => {
      const user = userEvent.setup();
      render(<WithDisabled />);
      await user.tab();
      await expectSelectedAfter(user, [
        ['{ArrowRight}', 'Three'],
        ['{ArrowRight}', 'One'],
        ['{ArrowLeft}', 'Three'],
        ['{Home}', 'One'],
        ['{End}', 'Three'],
      ]);
    });

    it('are passed by when a value points at one: the next enabled tab is shown, and nothing is reported', () => {
      const onValueChange = vi.fn();
      render(<WithDisabled defaultValue={1} onValueChange={onValueChange} />);
      expect(selectedTab()).toBe(tab('Three'));
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it('fall back to the enabled tab before when none follows', () => {
      render(<WithDisabled value={3} />);
      expect(selectedTab()).toBe(tab('Three'));
    });

    it('leave nothing selected when every tab is disabled', () => {
      render(
        <Tabs>
          <Tab label="Only" disabled>
            Only panel
          </Tab>
        </Tabs>,
      );
      expect(tab('Only')).toHaveAttribute('aria-selected', 'false');
      expect(screen.queryByRole('tabpanel')).toBeNull();
    });

    it('moves the selection on when the selected tab becomes disabled, reporting nothing', () => {
      const onValueChange = vi.fn();
      const { rerender } = render(
        <Tabs defaultValue={1} onValueChange={onValueChange}>
          <Tab label="One">One panel</Tab>
          <Tab label="Two">Two panel</Tab>
          <Tab label="Three">Three panel</Tab>
        </Tabs>,
      );
      expect(selectedTab()).toBe(tab('Two'));
      rerender(
        <Tabs defaultValue={1} onValueChange={onValueChange}>
          <Tab label="One">One panel</Tab>
          <Tab label="Two" disabled>
            Two panel
          </Tab>
          <Tab label="Three">Three panel</Tab>
        </Tabs>,
      );
      expect(selectedTab()).toBe(tab('Three'));
      expect(onValueChange).not.toHaveBeenCalled();
    });
  });

  describe('value', () => {
    const Named = (props: TabsProps<string>) => <Valued labels={['Apple', 'Banana', 'Cherry']} {...props} />;

    it('names each tab by its value: defaultValue starts there, and a click reports the value chosen', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<Named defaultValue="banana" onValueChange={onValueChange} />);
      expect(selectedTab()).toBe(tab('Banana'));
      await user.click(tab('Cherry'));
      expect(selectedTab()).toBe(tab('Cherry'));
      expect(onValueChange).toHaveBeenCalledExactlyOnceWith('cherry');
    });

    it('names a tab without a value by its index, so defaultValue={1} selects the second', () => {
      render(<Fruit defaultValue={1} />);
      expect(selectedTab()).toBe(tab('Banana'));
    });

    it('shows only what value says when controlled, asking for changes through onValueChange', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      const { rerender } = render(<Fruit value={1} onValueChange={onValueChange} />);
      expect(selectedTab()).toBe(tab('Banana'));
      await user.click(tab('Cherry'));
      expect(onValueChange).toHaveBeenCalledExactlyOnceWith(2);
      expect(selectedTab()).toBe(tab('Banana'));
      rerender(<Fruit value={2} onValueChange={onValueChange} />);
      expect(selectedTab()).toBe(tab('Cherry'));
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Cherry panel');
      expect(onValueChange).toHaveBeenCalledTimes(1);
    });

    it('works two-way with state in the app', async () => {
      const user = userEvent.setup();
      render(
        <InState
          initial="apple"
          group={(value, onValueChange) => (
            <>
              <Named value={value} onValueChange={onValueChange} />
              <button onClick={() => onValueChange('cherry')}>Last</button>
            </>
          )}
        />,
      );
      await user.click(tab('Banana'));
      expect(screen.getByText('Selected: banana')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Last' }));
      expect(selectedTab()).toBe(tab('Cherry'));
    });

    it('value without onValueChange is read-only and warns once, naming defaultValue', async () => {
      const warn = watchWarnings();
      const user = userEvent.setup();
      const { rerender } = render(<Named value="banana" />);
      await user.click(tab('Cherry'));
      expect(selectedTab()).toBe(tab('Banana'));
      rerender(<Named value="apple" />);
      expect(warn.mock.calls).toEqual([
        [
          'Aquila UI: Tabs got `value` without `onValueChange`. This makes it read-only: it shows what `value` says and never ' +
            'changes it itself. If it should start there and then change, use `defaultValue` instead; otherwise handle `onValueChange`.',
        ],
      ]);
    });

    it('reports nothing on mount, nor when the app changes the value or the tabs', () => {
      const onValueChange = vi.fn();
      const { rerender } = render(<Named value="banana" onValueChange={onValueChange} />);
      rerender(<Named value="cherry" onValueChange={onValueChange} />);
      rerender(<Fruit defaultValue={2} onValueChange={onValueChange} />);
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it('shows the first enabled tab for a value no tab has, reporting nothing', () => {
      const onValueChange = vi.fn();
      const { unmount } = render(<Fruit defaultValue={9} onValueChange={onValueChange} />);
      expect(selectedTab()).toBe(tab('Apple'));
      unmount();
      const { unmount: unmountNamed } = render(<Named value="durian" onValueChange={onValueChange} />);
      expect(selectedTab()).toBe(tab('Apple'));
      unmountNamed();
      render(<Fruit value={-3} onValueChange={onValueChange} />);
      expect(selectedTab()).toBe(tab('Apple'));
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it('a tab with a value stays selected when a tab is added before it, reporting nothing', () => {
      const onValueChange = vi.fn();
      const tabs = (labels: string[]) => <Valued labels={labels} defaultValue="b" onValueChange={onValueChange} />;
      const { rerender } = render(tabs(['A', 'B', 'C']));
      expect(selectedTab()).toBe(tab('B'));
      rerender(tabs(['A', 'New', 'B', 'C']));
      expect(tabNames()).toEqual(['A', 'New', 'B', 'C']);
      expect(selectedTab()).toBe(tab('B'));
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it('a tab named by its index hands that index to the tab added in its place (give tabs that come and go a value)', () => {
      const tabs = (names: string[]) => (
        <Tabs defaultValue={1}>
          {names.map((name) => (
            <Tab key={name} label={name}>
              {name} panel
            </Tab>
          ))}
        </Tabs>
      );
      const { rerender } = render(tabs(['A', 'B', 'C']));
      rerender(tabs(['A', 'New', 'B', 'C']));
      expect(selectedTab()).toBe(tab('New'));
    });

    it('selects a tab that is added and chosen in the same update, without reporting it', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      function App() {
        const [names, setNames] = useState(['A', 'B']);
        const [selected, setSelected] = useState('A');
        const change = (next: string) => {
          onValueChange(next);
          setSelected(next);
        };
        return (
          <>
            <Tabs value={selected} onValueChange={change}>
              {names.map((name) => (
                <Tab key={name} value={name} label={name}>
                  {name} panel
                </Tab>
              ))}
            </Tabs>
            <button
              onClick={() => {
                setNames([...names, 'C']);
                setSelected('C');
              }}
            >
              Add
            </button>
          </>
        );
      }
      render(<App />);
      await user.click(screen.getByRole('button', { name: 'Add' }));
      expect(selectedTab()).toBe(tab('C'));
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it('keeps the tabs in the order of their children, the selection on its tab, when the app reorders them', () => {
      const tabs = (labels: string[]) => <Valued labels={labels} defaultValue="a" />;
      const { rerender } = render(tabs(['A', 'B', 'C']));
      rerender(tabs(['C', 'A', 'B']));
      expect(tabNames()).toEqual(['C', 'A', 'B']);
      expect(selectedTab()).toBe(tab('A'));
      expect(screen.getByRole('tabpanel')).toHaveTextContent('A panel');
    });
  });

  it('takes a node as label, named by its text', () => {
    render(
      <Tabs>
        <Tab
          label={
            <>
              <svg aria-hidden="true" />
              <strong>Starred</strong>
            </>
          }
        >
          Starred panel
        </Tab>
      </Tabs>,
    );
    expect(tab('Starred').querySelector('strong')).toHaveTextContent('Starred');
    expect(screen.getByRole('tabpanel', { name: 'Starred' })).toBeVisible();
  });

  describe('content of the panels not shown', () => {
    function Clock({ onTick, keepMounted }: { onTick: () => void; keepMounted?: boolean }) {
      return (
        <Tabs keepMounted={keepMounted}>
          <Tab label="Clock">
            <Ticker onTick={onTick} />
          </Tab>
          <Tab label="Other">Other panel</Tab>
        </Tabs>
      );
    }

    function Form(props: TabsProps) {
      return (
        <Tabs {...props}>
          <Tab label="Form">
            <label>
              Name <input />
            </label>
          </Tab>
          <Tab label="Other">Other panel</Tab>
        </Tabs>
      );
    }

    it('is unmounted: only the selected tab’s panel has content, the others are empty', async () => {
      const user = userEvent.setup();
      render(<Fruit />);
      expect(screen.queryByText('Banana panel')).toBeNull();
      expect(panelOf('Banana')).toBeEmptyDOMElement();
      await user.click(tab('Banana'));
      expect(screen.getByRole('tabpanel', { name: 'Banana' })).toHaveTextContent('Banana panel');
      expect(screen.queryByText('Apple panel')).toBeNull();
    });

    it('starts again when its tab is selected again: what was typed is gone', async () => {
      const user = userEvent.setup();
      render(<Form />);
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
      await user.click(tab('Other'));
      expect(screen.queryByRole('textbox', { name: 'Name', hidden: true })).toBeNull();
      await user.click(tab('Form'));
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    });

    /** Fakes only the intervals: Testing Library's own waits run on real timeouts. */
    async function withFakeIntervals(run: () => Promise<void>) {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        await run();
      } finally {
        vi.useRealTimers();
      }
    }

    it('stops its timers when its tab is left', () =>
      withFakeIntervals(async () => {
        const user = userEvent.setup();
        const onTick = vi.fn();
        render(<Clock onTick={onTick} />);
        act(() => vi.advanceTimersByTime(3000));
        expect(onTick).toHaveBeenCalledTimes(3);
        await user.click(tab('Other'));
        act(() => vi.advanceTimersByTime(5000));
        expect(onTick).toHaveBeenCalledTimes(3);
      }));

    it('stays mounted and hidden with keepMounted: what was typed stays', async () => {
      const user = userEvent.setup();
      render(<Form keepMounted />);
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
      await user.click(tab('Other'));
      expect(screen.getByRole('textbox', { name: 'Name', hidden: true })).not.toBeVisible();
      await user.click(tab('Form'));
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    });

    it('keeps its timers going with keepMounted', () =>
      withFakeIntervals(async () => {
        const user = userEvent.setup();
        const onTick = vi.fn();
        render(<Clock onTick={onTick} keepMounted />);
        await user.click(tab('Other'));
        act(() => vi.advanceTimersByTime(3000));
        expect(onTick).toHaveBeenCalledTimes(3);
      }));
  });

  it.each(['center', 'end'] as const)('align="%s" is set on the group for the stylesheet', (align) => {
    render(<Fruit align={align} />);
    expect(screen.getByRole('tablist').closest('[data-align]')).toHaveAttribute('data-align', align);
  });

  describe.each(['left', 'right'] as const)('placement="%s"', (position) => {
    it('is a vertical tab list moved with Up and Down, wrapping', async () => {
      const user = userEvent.setup();
      render(<Fruit placement={position} />);
      const list = screen.getByRole('tablist');
      expect(list).toHaveAttribute('aria-orientation', 'vertical');
      expect(list.closest('[data-placement]')).toHaveAttribute('data-placement', position);
      await user.tab();
      await expectSelectedAfter(user, [
        ['{ArrowDown}', 'Banana'],
        ['{ArrowUp}{ArrowUp}', 'Cherry'],
        // Left and Right belong to horizontal lists.
        ['{ArrowRight}{ArrowLeft}', 'Cherry'],
        ['{Home}', 'Apple'],
      ]);
    });
  });

  describe('closeable', () => {
    const closeButton = (name: string) => screen.getByRole('button', { name: `Close ${name}` });

    it('gives each tab a close button named after it, beside the tab list (which holds only tabs), and names Delete as the tab’s shortcut', () => {
      render(<ClosingApp />);
      const list = screen.getByRole('tablist');
      for (const name of ['A', 'B', 'C', 'D']) {
        expect(closeButton(name)).toBeInTheDocument();
        expect(list).not.toContainElement(closeButton(name));
        expect(tab(name)).not.toContainElement(closeButton(name));
        expect(tab(name)).toHaveAttribute('aria-keyshortcuts', 'Delete');
      }
      expect([...list.children].every((child) => child.getAttribute('role') === 'tab')).toBe(true);
      expect(list.closest('[data-mode]')).toHaveAttribute('data-mode', 'closeable');
    });

    it('removes the tab by itself, without the app removing it, and gives onClose its value (its index, as it has none)', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Fruit mode="closeable" onClose={onClose} />);
      await user.click(closeButton('Banana'));
      expect(onClose).toHaveBeenCalledExactlyOnceWith(1, expect.objectContaining({ type: 'click' }));
      expect(tabNames()).toEqual(['Apple', 'Cherry']);
      expect(screen.queryByText('Banana panel')).not.toBeInTheDocument();
      // Closing another tab does not select the closed one's neighbour.
      expect(selectedTab()).toBe(tab('Apple'));
    });

    it('Delete removes the focused tab by itself and focus moves to the first tab, now selected', async () => {
      const user = userEvent.setup();
      render(<Fruit mode="closeable" defaultValue={2} />);
      await user.tab();
      expect(tab('Cherry')).toHaveFocus();
      await user.keyboard('{Delete}');
      expect(tabNames()).toEqual(['Apple', 'Banana']);
      expect(tab('Apple')).toHaveFocus();
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Apple panel');
    });

    it('keeps the tab when onClose calls preventDefault, from the button and from Delete', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn((_value: unknown, event: { preventDefault: () => void }) => event.preventDefault());
      render(<Fruit mode="closeable" onClose={onClose} />);
      await user.click(closeButton('Banana'));
      await user.click(tab('Cherry'));
      await user.keyboard('{Delete}');
      expect(onClose).toHaveBeenCalledTimes(2);
      expect(onClose.mock.calls.map(([index]) => index)).toEqual([1, 2]);
      expect(tabNames()).toEqual(['Apple', 'Banana', 'Cherry']);
      expect(tab('Cherry')).toHaveFocus();
    });

    it('lets the app take over: preventDefault, then the app removes the tab from its own list', async () => {
      const user = userEvent.setup();
      function App() {
        const [names, setNames] = useState(['A', 'B', 'C']);
        return (
          <Tabs
            mode="closeable"
            onClose={(index, event) => {
              event.preventDefault();
              setNames((current) => current.filter((_, at) => at !== index));
            }}
          >
            {names.map((name) => (
              <Tab key={name} label={name}>
                {name} panel
              </Tab>
            ))}
          </Tabs>
        );
      }
      render(<App />);
      await user.click(closeButton('B'));
      expect(tabNames()).toEqual(['A', 'C']);
    });

    it('shows a tab again when the app mounts a new one in the place of a closed one with the same id', async () => {
      const user = userEvent.setup();
      function App() {
        const [round, setRound] = useState(0);
        return (
          <>
            <button type="button" onClick={() => setRound(round + 1)}>
              Reopen
            </button>
            <Tabs mode="closeable">
              <Tab label="Home">Home panel</Tab>
              <Tab key={round} id="report" label="Report">
                Report panel
              </Tab>
            </Tabs>
          </>
        );
      }
      render(<App />);
      await user.click(closeButton('Report'));
      expect(tabNames()).toEqual(['Home']);
      await user.click(screen.getByRole('button', { name: 'Reopen' }));
      expect(tabNames()).toEqual(['Home', 'Report']);
    });

    it('closing the selected tab selects the first remaining tab, reported once', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<ClosingApp defaultValue={2} onValueChange={onValueChange} />);
      await user.click(closeButton('C'));
      expect(tabNames()).toEqual(['A', 'B', 'D']);
      expect(selectedTab()).toBe(tab('A'));
      expect(screen.getByRole('tabpanel')).toHaveTextContent('A panel');
      expect(onValueChange).toHaveBeenCalledExactlyOnceWith(0);
    });

    describe('with values', () => {
      const Documents = (props: TabsProps<string>) => <Valued mode="closeable" labels={['Notes', 'Draft', 'Report']} {...props} />;

      it('gives onClose the tab’s value; closing the selected tab reports the first’s value once, closing another reports nothing', async () => {
        const user = userEvent.setup();
        const onValueChange = vi.fn();
        const onClose = vi.fn();
        render(<Documents defaultValue="report" onValueChange={onValueChange} onClose={onClose} />);
        await user.click(closeButton('Draft'));
        expect(onClose).toHaveBeenCalledExactlyOnceWith('draft', expect.objectContaining({ type: 'click' }));
        expect(selectedTab()).toBe(tab('Report'));
        expect(onValueChange).not.toHaveBeenCalled();
        await user.click(closeButton('Report'));
        expect(tabNames()).toEqual(['Notes']);
        expect(selectedTab()).toBe(tab('Notes'));
        expect(onValueChange).toHaveBeenCalledExactlyOnceWith('notes');
      });

      it('reports the new value within the close, before the page hears the click', async () => {
        const user = userEvent.setup();
        const onValueChange = vi.fn();
        render(<Documents defaultValue="notes" onValueChange={onValueChange} />);
        let reportedBeforeThePage = false;
        const pageListener = () => (reportedBeforeThePage = onValueChange.mock.calls.length === 1);
        document.addEventListener('click', pageListener);
        await user.click(closeButton('Notes'));
        document.removeEventListener('click', pageListener);
        expect(reportedBeforeThePage).toBe(true);
        expect(onValueChange).toHaveBeenCalledExactlyOnceWith('draft');
      });

      it('a close the app refuses changes nothing and reports nothing', async () => {
        const user = userEvent.setup();
        const onValueChange = vi.fn();
        render(<Documents defaultValue="notes" onValueChange={onValueChange} onClose={(_value, event) => event.preventDefault()} />);
        await user.click(closeButton('Notes'));
        expect(tabNames()).toEqual(['Notes', 'Draft', 'Report']);
        expect(selectedTab()).toBe(tab('Notes'));
        expect(onValueChange).not.toHaveBeenCalled();
      });

      it('works controlled: the app’s value follows the close', async () => {
        const user = userEvent.setup();
        render(
          <InState initial="draft" group={(value, onValueChange) => <Documents value={value} onValueChange={onValueChange} />} />,
        );
        await user.click(closeButton('Draft'));
        expect(selectedTab()).toBe(tab('Notes'));
        expect(screen.getByText('Selected: notes')).toBeInTheDocument();
      });
    });

    it('closing a tab before the selected one keeps that tab selected', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<ClosingApp defaultValue={2} onValueChange={onValueChange} />);
      await user.click(closeButton('A'));
      expect(selectedTab()).toBe(tab('C'));
      expect(onValueChange).toHaveBeenCalledExactlyOnceWith(1);
      await user.click(closeButton('D'));
      expect(selectedTab()).toBe(tab('C'));
      expect(onValueChange).toHaveBeenCalledTimes(1);
    });

    it('puts only the selected tab’s close button in the Tab order, between the tab and its panel; closing from it focuses the next selected tab', async () => {
      const user = userEvent.setup();
      render(<ClosingApp defaultValue={1} />);
      await user.tab();
      expect(tab('B')).toHaveFocus();
      await user.tab();
      expect(closeButton('B')).toHaveFocus();
      expect(closeButton('A')).toHaveAttribute('tabindex', '-1');
      await user.tab();
      expect(screen.getByRole('tabpanel')).toHaveFocus();
      await user.tab({ shift: true });
      await user.keyboard('{Enter}');
      expect(tabNames()).toEqual(['A', 'C', 'D']);
      expect(tab('A')).toHaveFocus();
    });

    it('Delete closes the focused tab, and focus moves to the newly selected first tab', async () => {
      const user = userEvent.setup();
      render(<ClosingApp />);
      await user.tab();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(tab('C')).toHaveFocus();
      await user.keyboard('{Delete}');
      expect(tabNames()).toEqual(['A', 'B', 'D']);
      expect(tab('A')).toHaveFocus();
      expect(selectedTab()).toBe(tab('A'));
      await user.keyboard('{Delete}');
      expect(tabNames()).toEqual(['B', 'D']);
      expect(tab('B')).toHaveFocus();
    });

    it('skips a disabled first tab when choosing the tab to select after a close, and cannot close a disabled tab', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(
        <Tabs mode="closeable" defaultValue={2} onClose={onClose}>
          <Tab label="Locked" disabled>
            Locked panel
          </Tab>
          <Tab label="B">B panel</Tab>
          <Tab label="C">C panel</Tab>
        </Tabs>,
      );
      await user.click(closeButton('C'));
      expect(selectedTab()).toBe(tab('B'));
      expect(tab('Locked')).not.toHaveAttribute('aria-keyshortcuts');
      expect(closeButton('Locked')).toBeDisabled();
      await user.click(closeButton('Locked'));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(tabNames()).toEqual(['Locked', 'B']);
    });

    it('works with a controlled index too, the app’s index following the close', async () => {
      const user = userEvent.setup();
      render(<InState initial={1} group={(value, onValueChange) => <ClosingApp value={value} onValueChange={onValueChange} />} />);
      await user.click(closeButton('B'));
      expect(selectedTab()).toBe(tab('A'));
      expect(screen.getByText('Selected: 0')).toBeInTheDocument();
    });

    it('takes the first word of the close buttons’ names from closeLabel', () => {
      render(<Fruit mode="closeable" closeLabel="Cerrar" />);
      expect(screen.getByRole('button', { name: 'Cerrar Apple' })).toBeInTheDocument();
    });

    it('Delete does nothing outside closeable mode, where no close button is drawn', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Fruit onClose={onClose} />);
      await user.tab();
      await user.keyboard('{Delete}');
      expect(onClose).not.toHaveBeenCalled();
      expect(tabNames()).toEqual(['Apple', 'Banana', 'Cherry']);
      expect(tab('Apple')).not.toHaveAttribute('aria-keyshortcuts');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  it('draws a tab’s icon before its label, or after it with direction="right", hidden from the tab’s name', () => {
    render(
      <Tabs>
        <Tab label="Home" icon={<svg data-testid="home-icon" />}>
          Home panel
        </Tab>
        <Tab label="Next" icon={<svg data-testid="next-icon" />} direction="right">
          Next panel
        </Tab>
      </Tabs>,
    );
    expect(tab('Home')).toHaveAttribute('data-icon', 'left');
    expect(tab('Next')).toHaveAttribute('data-icon', 'right');
    expect(screen.getByTestId('home-icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(tab('Home').firstElementChild).toContainElement(screen.getByTestId('home-icon'));
  });

  it('draws no tab list while it has no tabs', () => {
    render(<Tabs tabListLabel="Empty" />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('has no axe violations, horizontal, vertical, closeable and keeping hidden content', async () => {
    const { container } = render(
      <>
        <Fruit tabListLabel="Fruit" />
        <Fruit tabListLabel="Fruit, kept" keepMounted />
        <Fruit tabListLabel="Fruit, left" placement="left" />
        <Fruit tabListLabel="Fruit, closeable" mode="closeable" />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
