import { act, createRef, type Ref, useImperativeHandle } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MappedStack } from '../preview/stack';
import type { ConsoleMessage } from '../runtime/console-types';
import { ConsolePanel, type ConsolePanelProps } from './ConsolePanel';
import { batch, message, num, str } from './test-messages';
import { layOutLog, LOG_HEIGHT } from './test-layout';
import { useConsoleLog, type ConsoleLogActions } from './useConsoleLog';

const appFrame = { name: 'App', location: { file: 'App.tsx', line: 3, column: 5 } };
const mapped: MappedStack = { frames: [appFrame, { name: '', location: { file: 'util.ts', line: 9, column: 1 } }], hidden: 2 };
const mapStack = () => mapped;

/** Animation frames the test runs at will: what was received meanwhile is applied at the next one. */
const frames: (() => void)[] = [];
const schedule = (apply: () => void) => {
  frames.push(apply);
  return () => frames.splice(frames.indexOf(apply) >>> 0, 1);
};
const nextFrame = () => act(() => frames.splice(0).forEach((apply) => apply()));

/** The panel as a preview wires it: the hook's log and actions; the test sends what the frame would. */
function Harness({ ref, ...props }: Partial<ConsolePanelProps> & { ref: Ref<ConsoleLogActions> }) {
  const { log, actions } = useConsoleLog({ schedule });
  useImperativeHandle(ref, () => actions, [actions]);
  return <ConsolePanel log={log} onClear={actions.clear} onPreserveChange={actions.setPreserve} {...props} />;
}

function renderPanel(props: Partial<ConsolePanelProps> = {}) {
  const actions = createRef<ConsoleLogActions>();
  render(<Harness ref={actions} {...props} />);
  act(() => actions.current!.runStarted(1));
  let runId = 1;
  /** A batch as the frame posts it: applied at the next animation frame. */
  const post = (messages: ConsoleMessage[], dropped = 0) =>
    act(() => actions.current!.receive(batch(runId, messages, dropped), mapStack));
  return {
    post,
    /** A batch, and the frame that draws it. */
    send: (messages: ConsoleMessage[], dropped = 0) => {
      post(messages, dropped);
      nextFrame();
    },
    startRun: () => act(() => actions.current!.runStarted(++runId)),
    log: () => screen.getByRole('log', { name: 'Console' }),
  };
}

let restoreLayout: () => void;
beforeAll(() => (restoreLayout = layOutLog()));
afterAll(() => restoreLayout());
afterEach(() => frames.splice(0));

const say = (text: string, overrides: Partial<ConsoleMessage> = {}) => message({ args: [str(text)], ...overrides });
const levelOf = (text: string) => screen.getByText(text).closest('[data-level]')?.getAttribute('data-level');

describe('ConsolePanel', () => {
  it('shows each entry with its level, merged repeats with their count, and an empty state first', () => {
    const { send, log } = renderPanel();
    expect(log()).toHaveTextContent('No messages yet');
    send([
      say('plain'),
      say('fyi', { level: 'info', method: 'info' }),
      say('careful', { level: 'warn', method: 'warn' }),
      say('boom', { level: 'error', method: 'error' }),
      say('details', { level: 'debug', method: 'debug' }),
      say('again'),
      say('again'),
      say('again'),
    ]);
    expect(['plain', 'fyi', 'careful', 'boom', 'details'].map(levelOf)).toEqual(['log', 'info', 'warn', 'error', 'debug']);
    // The level is said, not only coloured.
    expect(screen.getByText('boom').closest('[data-level]')).toHaveTextContent(/^Error: boom$/);
    expect(screen.getByText('again').closest('[data-level]')).toHaveTextContent('3 times');
    expect(screen.getByRole('button', { name: 'Clear (8)' })).toBeInTheDocument();
  });

  it('filters by level and by text, case-insensitively', async () => {
    const user = userEvent.setup();
    const { send, log } = renderPanel();
    send([
      say('Hello there'),
      say('bad thing', { level: 'error' }),
      say('odd thing', { level: 'warn' }),
      say('hello error', { level: 'error' }),
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Errors');
    expect(log()).toHaveTextContent(/bad thing.*hello error/);
    expect(screen.queryByText('Hello there')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter messages' }), 'HELLO');
    expect(screen.queryByText('bad thing')).not.toBeInTheDocument();
    expect(screen.getByText('hello error')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Warnings');
    expect(log()).toHaveTextContent('No messages match the filter');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'All');
    expect(screen.getByText('Hello there')).toBeInTheDocument();
  });

  it('clears with its button, which counts the messages, and with Ctrl+L inside the console', async () => {
    const user = userEvent.setup();
    const { send, log } = renderPanel();
    send([say('one'), say('two'), say('two')]);
    await user.click(screen.getByRole('button', { name: 'Clear (3)' }));
    expect(log()).toHaveTextContent('No messages yet');
    expect(screen.getByRole('button', { name: 'Clear (0)' })).toBeInTheDocument();

    send([say('three')]);
    await user.click(screen.getByRole('searchbox', { name: 'Filter messages' }));
    await user.keyboard('{Control>}l{/Control}');
    expect(screen.queryByText('three')).not.toBeInTheDocument();
    send([say('four')]);
    screen.getByRole('checkbox', { name: 'Preserve log' }).focus();
    await user.keyboard('{Meta>}L{/Meta}');
    expect(screen.queryByText('four')).not.toBeInTheDocument();

    // Focus on a row that goes stays in the log.
    send([message({ args: [{ kind: 'array', label: 'Array(1)', entries: [{ key: '0', value: num(1) }], more: 0 }] })]);
    screen.getByRole('treeitem').focus();
    await user.keyboard('{Control>}l{/Control}');
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(log()).toHaveFocus();
  });

  it('keeps the log across runs with Preserve log, each run marked; without it a run starts afresh', async () => {
    const user = userEvent.setup();
    const { send, startRun, log } = renderPanel();
    send([say('first run')]);
    const preserve = screen.getByRole('checkbox', { name: 'Preserve log' });
    await user.click(preserve);
    expect(preserve).toBeChecked();
    startRun();
    send([say('second run')]);
    expect(log()).toHaveTextContent(/first run.*Run 2.*second run/);
    await user.click(preserve);
    startRun();
    expect(log()).toHaveTextContent('No messages yet');
  });

  it('folds away, and its button counts what arrived meanwhile', async () => {
    const user = userEvent.setup();
    const { send } = renderPanel({ toolbarEnd: <button type="button">Production</button> });
    send([say('seen')]);
    const toggle = screen.getByRole('button', { name: 'Console' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    // The page's own controls stay at hand while the console is folded.
    expect(screen.getByRole('button', { name: 'Production' })).toBeInTheDocument();
    send([say('a'), say('b'), say('b'), say('c')]);
    expect(toggle).toHaveAccessibleName('Console, 3 unread');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Console');
    expect(screen.getByRole('log')).toHaveTextContent(/seen.*a.*b.*c/);
  });

  it('opens and closes groups, whose members are indented under them', async () => {
    const user = userEvent.setup();
    const { send } = renderPanel();
    send([
      message({ id: 10, method: 'group', args: [str('Outer')] }),
      say('inside', { parent: 10 }),
      message({ id: 12, method: 'group', args: [str('Closed')], parent: 10, collapsed: true }),
      say('hidden member', { parent: 12 }),
      say('after'),
    ]);
    const outer = screen.getByRole('button', { name: 'Outer' });
    const closed = screen.getByRole('button', { name: 'Closed' });
    expect(outer).toHaveAttribute('aria-expanded', 'true');
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('inside').closest('[data-level]')).toHaveStyle({ '--console-depth': '1' });
    expect(screen.queryByText('hidden member')).not.toBeInTheDocument();
    await user.click(closed);
    expect(screen.getByText('hidden member').closest('[data-level]')).toHaveStyle({ '--console-depth': '2' });
    outer.focus();
    await user.keyboard('{Enter}');
    expect(outer).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('inside')).not.toBeInTheDocument();
    expect(screen.queryByText('hidden member')).not.toBeInTheDocument();
    expect(screen.getByText('after')).toBeInTheDocument();
  });

  it('shows console.table as a table: (index) first, the union of the rows’ keys, primitives under Value', () => {
    const { send } = renderPanel();
    const row = (entries: [string, number][]) => ({
      kind: 'object' as const,
      label: 'Object',
      entries: entries.map(([key, value]) => ({ key, value: num(value) })),
      more: 0,
    });
    send([
      message({
        method: 'table',
        args: [
          {
            kind: 'array',
            label: 'Array(3)',
            entries: [
              {
                key: '0',
                value: row([
                  ['a', 1],
                  ['b', 2],
                ]),
              },
              {
                key: '1',
                value: row([
                  ['a', 3],
                  ['c', 4],
                ]),
              },
              { key: '2', value: str('plain') },
            ],
            more: 0,
          },
        ],
      }),
    ]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['(index)', 'a', 'b', 'c', 'Value']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '2', '', ''],
      ['3', '', '4', ''],
      ['', '', '', "'plain'"],
    ]);
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent('2');
  });

  it('applies only the safe parts of a %c style', () => {
    const { send } = renderPanel();
    send([
      message({
        args: [],
        format: [
          {
            text: 'styled',
            style: 'color: red; background: url(https://evil.test/x.png); font-weight: bold; position: fixed; font-size: 400px',
          },
          { text: ' tinted', style: 'background: #222; padding: 2px 4px; margin: -50px' },
        ],
      }),
    ]);
    const styled = screen.getByText('styled');
    expect(styled).toHaveStyle({ color: 'rgb(255, 0, 0)', fontWeight: 'bold' });
    expect(styled.getAttribute('style')).not.toMatch(/url|position|font-size|background/);
    const tinted = screen.getByText('tinted');
    expect(tinted).toHaveStyle({ backgroundColor: '#222', padding: '2px 4px' });
    expect(tinted.getAttribute('style')).not.toMatch(/margin/);
  });

  it('folds a long string behind "Show more", and shows it whole on request', async () => {
    const user = userEvent.setup();
    const { send } = renderPanel();
    const long = 'x'.repeat(1200);
    send([message({ args: [str(long)] })]);
    expect(screen.queryByText(long)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more (700 characters)' }));
    expect(screen.getByText(long)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it('shows where a warning came from; each place is a button that shows it in the editor', async () => {
    const user = userEvent.setup();
    const onGoTo = vi.fn();
    const { send } = renderPanel({ onGoTo });
    send([say('careful', { level: 'warn', method: 'warn', stack: 'Error\n    at App (aquila-demo/App.js:5:5)' })]);
    const entry = screen.getByText('careful').closest('[data-level]') as HTMLElement;
    const [atRight, inStack] = within(entry).getAllByRole('button', { name: 'App.tsx:3:5' });
    expect(within(entry).getByRole('list', { name: 'Stack' })).toHaveTextContent(
      /App \(App\.tsx:3:5\).*\(anonymous\) \(util\.ts:9:1\).*2 more frames/,
    );
    await user.click(atRight);
    expect(onGoTo).toHaveBeenCalledWith({ file: 'App.tsx', line: 3, column: 5 });
    await user.click(within(entry).getByRole('button', { name: 'util.ts:9:1' }));
    expect(onGoTo).toHaveBeenLastCalledWith({ file: 'util.ts', line: 9, column: 1 });
    expect(inStack).toBeInTheDocument();
  });

  it('shows places as plain text where there is no editor', () => {
    const { send } = renderPanel();
    const stack = 'TypeError: boom\n    at App (aquila-demo/App.js:5:5)';
    send([
      message({ level: 'error', method: 'uncaught', args: [{ kind: 'error', text: 'TypeError: boom', stack }], stack, moreArgs: 2 }),
    ]);
    const entry = screen.getByText('TypeError: boom').closest('[data-level]') as HTMLElement;
    expect(entry).toHaveTextContent(/Uncaught TypeError: boom … 2 more/);
    // The error's own stack is the one mapped under it: it is not repeated raw in a tree.
    expect(within(entry).queryByRole('tree')).not.toBeInTheDocument();
    expect(entry).toHaveTextContent('App.tsx:3:5');
    expect(within(entry).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says how many older messages were dropped', () => {
    const { send, log } = renderPanel();
    send([say('kept')], 1234);
    expect(log()).toHaveTextContent('1,234 older messages were dropped');
  });

  it('takes a thousand messages in one batch without announcing each of them', () => {
    const { send, log } = renderPanel();
    send([say('one')]);
    expect(log()).toHaveAttribute('aria-live', 'polite');
    send(Array.from({ length: 1000 }, (_, index) => say(`message ${index}`)));
    expect(log()).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('status')).toHaveTextContent('1,000 new messages');
    expect(screen.getByText('message 999')).toBeInTheDocument();
    expect(log()).toHaveTextContent('1 older message was dropped');
  });

  it('draws only the rows in view, following the newest, and the others as the log scrolls', () => {
    const { send, log } = renderPanel();
    send(Array.from({ length: 250 }, (_, index) => say(`line ${index}`)));
    expect(screen.getByText('line 249')).toBeInTheDocument();
    expect(screen.queryByText('line 0')).not.toBeInTheDocument();
    const drawn = within(log()).getAllByRole('listitem');
    expect(drawn.length).toBeLessThan(50);
    // Each row says where it stands among all of them, since the others are not drawn.
    expect(drawn.at(-1)).toHaveAttribute('aria-posinset', '250');
    expect(drawn.at(-1)).toHaveAttribute('aria-setsize', '250');

    // Scrolled up to read, the log stops announcing: the rows drawn now are old ones, not news.
    act(() => {
      log().scrollTop = 0;
      fireEvent.scroll(log());
    });
    expect(screen.getByText('line 0')).toBeInTheDocument();
    expect(screen.queryByText('line 249')).not.toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-live', 'off');
    // New messages leave a reader where they are.
    send([say('line 250')]);
    expect(screen.getByText('line 0')).toBeInTheDocument();
    expect(screen.queryByText('line 250')).not.toBeInTheDocument();
  });

  it('keeps the row holding the focus drawn when it scrolls out of view', () => {
    const { send, log } = renderPanel();
    send([message({ args: [{ kind: 'array', label: 'Array(1)', entries: [{ key: '0', value: num(1) }], more: 0 }] })]);
    send(Array.from({ length: 100 }, (_, index) => say(`line ${index}`)));
    act(() => {
      log().scrollTop = 0;
      fireEvent.scroll(log());
    });
    act(() => screen.getByRole('treeitem').focus());
    act(() => {
      log().scrollTop = log().scrollHeight - LOG_HEIGHT;
      fireEvent.scroll(log());
    });
    expect(screen.getByText('line 99')).toBeInTheDocument();
    expect(screen.getByRole('treeitem')).toHaveFocus();
  });

  it('draws at most once a frame: the batches that came meanwhile are applied together', () => {
    const { post, log } = renderPanel();
    post([say('first')]);
    post([say('second')], 2);
    post(Array.from({ length: 10 }, (_, index) => say(`more ${index}`)));
    // Nothing until the frame.
    expect(log()).toHaveTextContent('No messages yet');
    nextFrame();
    expect(log()).toHaveTextContent(/first.*second.*more 9/);
    expect(log()).toHaveTextContent('2 older messages were dropped');
    // Twelve in one update is a flood, however many posts brought them.
    expect(screen.getByRole('status')).toHaveTextContent('12 new messages');
    expect(screen.getByRole('button', { name: 'Clear (12)' })).toBeInTheDocument();
  });

  it('clears what waits for the frame too: a clear is never followed by what it cleared', async () => {
    const user = userEvent.setup();
    const { post, log } = renderPanel();
    post([say('before the clear')]);
    await user.click(screen.getByRole('button', { name: 'Clear (0)' }));
    nextFrame();
    expect(log()).toHaveTextContent('No messages yet');
  });
});
