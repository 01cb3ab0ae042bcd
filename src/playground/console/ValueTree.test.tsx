import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollectionNode, ValueNode } from '../runtime/console-types';
import { num, str } from './test-messages';
import { LoggedValue, ValueTree } from './ValueTree';

const object = (entries: [string, ValueNode][], more = 0, label = 'Object'): CollectionNode => ({
  kind: 'object',
  label,
  entries: entries.map(([key, value]) => ({ key, value })),
  more,
});
const array = (values: ValueNode[], more = 0): CollectionNode => ({
  kind: 'array',
  label: `Array(${values.length + more})`,
  entries: values.map((value, index) => ({ key: String(index), value })),
  more,
});

/** `{a: 1, b: {c: 'x'}, list: Array(3)}` */
const sample = object([
  ['a', num(1)],
  ['b', object([['c', str('x')]])],
  ['list', array([num(1), num(2)], 1)],
]);

const item = (name: RegExp | string) => screen.getByRole('treeitem', { name });

describe('ValueTree', () => {
  it('shows a collapsed preview, and opens and moves through its levels from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ValueTree value={sample} />);
    const tree = screen.getByRole('tree', { name: 'Object' });
    const root = within(tree).getByRole('treeitem', { name: '{a: 1, b: {…}, list: Array(3)}' });
    expect(root).toHaveAttribute('aria-expanded', 'false');
    expect(root).toHaveAttribute('aria-level', '1');
    expect(root).toHaveAttribute('tabindex', '0');

    await user.tab();
    expect(root).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(root).toHaveAttribute('aria-expanded', 'true');
    expect(root).toHaveFocus();
    // Right on an open item moves to its first child.
    await user.keyboard('{ArrowRight}');
    expect(item('a: 1')).toHaveFocus();
    expect(item('a: 1')).toHaveAttribute('aria-level', '2');
    expect(item('a: 1')).not.toHaveAttribute('aria-expanded');
    expect(item('a: 1')).toHaveAttribute('tabindex', '0');
    expect(root).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowDown}');
    const b = item("b: {c: 'x'}");
    expect(b).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(b).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(item("c: 'x'")).toHaveFocus();
    expect(item("c: 'x'")).toHaveAttribute('aria-level', '3');
    // Left on a leaf moves to its parent; on an open item it closes it.
    await user.keyboard('{ArrowLeft}');
    expect(b).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(b).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: "c: 'x'" })).not.toBeInTheDocument();

    await user.keyboard('{End}');
    const list = item('list: Array(3) [1, 2, …]');
    expect(list).toHaveFocus();
    await user.keyboard(' ');
    expect(list).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(item('… 1 more')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('1: 2')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(root).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(root).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes an item when its row is clicked, and the Tab stop follows', async () => {
    const user = userEvent.setup();
    render(<ValueTree value={sample} />);
    const root = item(/^\{a: 1/);
    await user.click(root);
    expect(root).toHaveAttribute('aria-expanded', 'true');
    await user.click(item("b: {c: 'x'}"));
    expect(item("b: {c: 'x'}")).toHaveAttribute('aria-expanded', 'true');
    expect(item("b: {c: 'x'}")).toHaveAttribute('tabindex', '0');
    await user.click(item("c: 'x'"));
    // Closing the root hides the focused item: the root takes the Tab stop again.
    await user.click(root.firstElementChild!);
    expect(root).toHaveAttribute('aria-expanded', 'false');
    expect(root).toHaveAttribute('tabindex', '0');
  });

  it('shows circular references, truncated collections and the rest of a collection as text', () => {
    const { container } = render(
      <>
        <LoggedValue node={{ kind: 'circular', text: 'Object' }} />
        <LoggedValue node={{ kind: 'object', label: 'Object', entries: [], more: 0, truncated: true }} />
        <LoggedValue node={{ kind: 'array', label: 'Array(4)', entries: [], more: 0, truncated: true }} />
        <LoggedValue node={object([], 0)} />
      </>,
    );
    expect(container).toHaveTextContent('[Circular Object]{…}Array(4) […]{}');
    // Truncated or empty: nothing to open.
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  });

  it('previews maps, sets, class instances and every kind of value as devtools does', async () => {
    const user = userEvent.setup();
    const map: CollectionNode = {
      kind: 'map',
      label: 'Map(3)',
      entries: [
        { key: str('a'), value: num(1) },
        { key: str('b'), value: { kind: 'bigint', text: '10' } },
      ],
      more: 1,
    };
    const set: CollectionNode = { kind: 'set', label: 'Set(1)', entries: [{ value: { kind: 'symbol', text: 'Symbol(x)' } }], more: 0 };
    const point = object(
      [
        ['fn', { kind: 'function', text: 'handle' }],
        ['node', { kind: 'dom', text: '<div#x>' }],
        ['when', { kind: 'date', text: '2024-01-02T00:00:00.000Z' }],
        ['nothing', { kind: 'null', text: 'null' }],
        ['odd-key', { kind: 'undefined', text: 'undefined' }],
      ],
      0,
      'Point',
    );
    render(
      <>
        <ValueTree value={map} />
        <ValueTree value={set} />
        <ValueTree value={point} />
      </>,
    );
    expect(screen.getByRole('tree', { name: 'Map(3)' })).toHaveTextContent("Map(3) {'a' => 1, 'b' => 10n, …}");
    expect(screen.getByRole('tree', { name: 'Set(1)' })).toHaveTextContent('Set(1) {Symbol(x)}');
    expect(screen.getByRole('tree', { name: 'Point' })).toHaveTextContent(
      "Point {fn: ƒ handle(), node: <div#x>, when: 2024-01-02T00:00:00.000Z, nothing: null, 'odd-key': undefined}",
    );
    await user.click(item(/^Map\(3\)/));
    expect(item("'b' => 10n")).toBeInTheDocument();
    expect(within(item("'b' => 10n")).getByText('10n')).toHaveClass('console-value--bigint');
    await user.click(item(/^Point/));
    expect(within(item('fn: ƒ handle()')).getByText('ƒ handle()')).toHaveClass('console-value--function');
    expect(within(item('nothing: null')).getByText('null')).toHaveClass('console-value--null');
  });

  it('folds an error’s stack under it', async () => {
    const user = userEvent.setup();
    render(
      <LoggedValue node={{ kind: 'error', text: 'TypeError: boom', stack: 'TypeError: boom\n    at App (App.js:1:1)' }} topLevel />,
    );
    const error = item('TypeError: boom');
    expect(error).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/at App/)).not.toBeInTheDocument();
    error.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(/at App \(App\.js:1:1\)/)).toBeInTheDocument();
  });
});
