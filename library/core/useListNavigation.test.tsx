import { useState, type KeyboardEvent } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mergeProps } from './dom.ts';
import { stepIndex, useListNavigation, type UseListNavigationOptions } from './useListNavigation.ts';

const FRUIT = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Date', 'Elderberry', 'Fig'];

type ListboxProps = Partial<Omit<UseListNavigationOptions<number>, 'items' | 'active' | 'onNavigate'>> & {
  /** Indexes of options the keys skip. */
  disabledOptions?: number[];
  typeahead?: boolean;
  onNavigate?: (index: number | null) => void;
  /** Sees every key after the list did, and notes whether its default was prevented. */
  onKeyAfter?: (key: string, prevented: boolean) => void;
  /** The consumer's handler, merged before the list's. */
  onKeyDown?: (event: KeyboardEvent) => void;
  labels?: string[];
};

/** A listbox whose options stay unfocused: the active one is named by aria-activedescendant, as a combobox's are. */
function Listbox({
  disabledOptions = [],
  typeahead = true,
  onNavigate,
  onKeyAfter,
  onKeyDown,
  labels = FRUIT,
  ...options
}: ListboxProps) {
  const [active, setActive] = useState<number | null>(null);
  const reachable = labels.flatMap((_, index) => (disabledOptions.includes(index) ? [] : [index]));
  const navigation = useListNavigation<number>({
    items: () => reachable,
    active: () => active,
    onNavigate: (index) => {
      onNavigate?.(index);
      setActive(index);
    },
    textOf: typeahead ? (index) => labels[index] : undefined,
    ...options,
  });
  return (
    <div onKeyDown={(event) => onKeyAfter?.(event.key, event.defaultPrevented)}>
      <div
        role="listbox"
        tabIndex={0}
        aria-label="Fruit"
        aria-activedescendant={active === null ? undefined : `option-${active}`}
        {...mergeProps({ onKeyDown }, navigation.keyboardProps)}
      >
        {labels.map((label, index) => (
          <div
            key={label}
            id={`option-${index}`}
            role="option"
            aria-selected={index === active}
            aria-disabled={disabledOptions.includes(index) || undefined}
          >
            {label}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A menu whose items take focus, read from the page when a key is pressed, wrapping at the ends. */
function Menu({ onItemKeyDown }: { onItemKeyDown?: (event: KeyboardEvent) => void }) {
  const navigation = useListNavigation<HTMLElement>({
    items: () => [...document.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')],
    active: () => document.activeElement as HTMLElement | null,
    onNavigate: (item) => item?.focus(),
    textOf: (item) => item.textContent ?? '',
    loop: true,
  });
  return (
    <div role="menu" aria-label="Actions" tabIndex={-1} {...navigation.keyboardProps}>
      <div role="menuitem" tabIndex={-1}>
        Edit
      </div>
      <div role="menuitem" tabIndex={-1} aria-disabled="true">
        Archive
      </div>
      <div role="menuitem" tabIndex={-1} onKeyDown={onItemKeyDown}>
        Duplicate
      </div>
      <div role="menuitem" tabIndex={-1}>
        Delete
      </div>
    </div>
  );
}

const listbox = () => screen.getByRole('listbox', { name: 'Fruit' });
const activeOption = () => {
  const id = listbox().getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id)?.textContent;
};

function setup(ui = <Listbox />) {
  const user = userEvent.setup();
  render(ui);
  return user;
}

async function focusList(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(listbox()).toHaveFocus();
}

/** The list, focused; onKeyAfter notes each key and whether the list took it (prevented its default). */
async function focusWatchingKeys(props: ListboxProps = {}) {
  const onKeyAfter = vi.fn();
  const user = setup(<Listbox {...props} onKeyAfter={onKeyAfter} />);
  await focusList(user);
  return { user, onKeyAfter };
}

const expectActiveOption = (name: string) => expect(activeOption()).toBe(name);
const expectFocusedItem = (name: string) => expect(screen.getByRole('menuitem', { name })).toHaveFocus();

/** Presses each step's keys in turn and checks where the list stands after it, so a walk reads as a table. */
async function walk(
  user: ReturnType<typeof userEvent.setup>,
  steps: [keys: string, expected: string][],
  expectAt: (expected: string) => void = expectActiveOption,
) {
  for (const [keys, expected] of steps) {
    await user.keyboard(keys);
    expectAt(expected);
  }
}

describe('stepIndex', () => {
  it('steps from none to the first or the last item', () => {
    expect(stepIndex(4, -1, 1)).toBe(0);
    expect(stepIndex(4, -1, -1)).toBe(3);
    expect(stepIndex(4, -1, 10)).toBe(0);
  });

  it('stops at the ends, or wraps past them with loop', () => {
    expect(stepIndex(4, 3, 1)).toBe(3);
    expect(stepIndex(4, 0, -1)).toBe(0);
    expect(stepIndex(4, 1, 10)).toBe(3);
    expect(stepIndex(4, 3, 1, true)).toBe(0);
    expect(stepIndex(4, 0, -1, true)).toBe(3);
    expect(stepIndex(4, 1, 1, true)).toBe(2);
  });
});

describe('useListNavigation', () => {
  it('ArrowDown and ArrowUp step through the reachable items and stop at the ends', async () => {
    const onNavigate = vi.fn();
    const user = setup(<Listbox disabledOptions={[1]} onNavigate={onNavigate} />);
    await focusList(user);
    expect(activeOption()).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Apple');
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Banana');
    expect(onNavigate).toHaveBeenLastCalledWith(2);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()).toBe('Apple');
    await user.keyboard('{End}{ArrowDown}');
    expect(activeOption()).toBe('Fig');
  });

  it('wraps with loop, moving real focus among items read from the page', async () => {
    const user = setup(<Menu />);
    screen.getByRole('menu', { name: 'Actions' }).focus();
    await walk(
      user,
      [
        ['{ArrowDown}', 'Edit'],
        ['{ArrowDown}', 'Duplicate'],
        ['{ArrowDown}{ArrowDown}', 'Edit'],
        ['{ArrowUp}', 'Delete'],
        ['{PageUp}', 'Edit'],
        ['{PageDown}', 'Delete'],
        ['d', 'Duplicate'],
      ],
      expectFocusedItem,
    );
  });

  it('Page Down and Page Up move pageStep items and stop at the ends', async () => {
    const user = setup(<Listbox pageStep={3} />);
    await focusList(user);
    await walk(user, [
      ['{PageDown}', 'Apple'],
      ['{PageDown}', 'Blueberry'],
      ['{PageDown}{PageDown}', 'Fig'],
      ['{PageUp}', 'Cherry'],
      ['{PageUp}{PageUp}', 'Apple'],
    ]);
  });

  it('without pageStep, Page Down and Page Up go to the last and the first item', async () => {
    const user = setup();
    await focusList(user);
    await walk(user, [
      ['{PageDown}', 'Fig'],
      ['{PageUp}', 'Apple'],
    ]);
  });

  it('Home and End go to the ends and take the key; with homeAndEnd off they are left alone', async () => {
    const { user, onKeyAfter } = await focusWatchingKeys();
    await user.keyboard('{End}');
    expect(activeOption()).toBe('Fig');
    expect(onKeyAfter).toHaveBeenLastCalledWith('End', true);
    await user.keyboard('{Home}');
    expect(activeOption()).toBe('Apple');
    expect(onKeyAfter).toHaveBeenLastCalledWith('Home', true);
  });

  it.each([
    ['leaves Home and End alone with homeAndEnd off', { homeAndEnd: false }, '{End}', 'End'],
    ['without textOf, printable keys are left alone', { typeahead: false }, 'b', 'b'],
  ])('%s', async (_name, props, keys, key) => {
    const { user, onKeyAfter } = await focusWatchingKeys(props);
    await user.keyboard(keys);
    expect(activeOption()).toBeNull();
    expect(onKeyAfter).toHaveBeenLastCalledWith(key, false);
  });

  it('type-ahead goes to the next item starting with the typed letter, cycling as it is typed again, and leaves the key unprevented', async () => {
    const { user, onKeyAfter } = await focusWatchingKeys();
    await user.keyboard('b');
    expect(activeOption()).toBe('Banana');
    expect(onKeyAfter).toHaveBeenLastCalledWith('b', false);
    await walk(user, [
      ['b', 'Blueberry'],
      ['b', 'Banana'],
    ]);
  });

  it.each([
    ['ArrowUp from no active item goes to the last one', {}, '{ArrowUp}', 'Fig'],
    ['type-ahead skips the items the keys cannot reach', { disabledOptions: [2] }, 'b', 'Blueberry'],
    ['type-ahead refines the match with the characters typed in quick succession', {}, 'apr', 'Apricot'],
  ])('%s', async (_name, props, keys, expected) => {
    const user = setup(<Listbox {...props} />);
    await focusList(user);
    await user.keyboard(keys);
    expect(activeOption()).toBe(expected);
  });

  it('a space continues a search under way, and is otherwise left alone', async () => {
    const { user, onKeyAfter } = await focusWatchingKeys({ labels: ['Red', 'Sea green', 'Sea blue', 'Sky'] });
    await user.keyboard(' ');
    expect(activeOption()).toBeNull();
    expect(onKeyAfter).toHaveBeenLastCalledWith(' ', false);
    await user.keyboard('sea b');
    expect(activeOption()).toBe('Sea blue');
    expect(onKeyAfter).toHaveBeenCalledWith(' ', true);
  });

  it('disabled leaves every key alone', async () => {
    const onNavigate = vi.fn();
    const { user, onKeyAfter } = await focusWatchingKeys({ disabled: true, onNavigate });
    await user.keyboard('{ArrowDown}{End}b');
    expect(onNavigate).not.toHaveBeenCalled();
    expect(onKeyAfter).toHaveBeenCalledWith('ArrowDown', false);
  });

  it('leaves alone a key whose default a handler before it prevented', async () => {
    const onNavigate = vi.fn();
    const user = setup(<Listbox onNavigate={onNavigate} onKeyDown={(event) => event.preventDefault()} />);
    await focusList(user);
    await user.keyboard('{ArrowDown}b');
    expect(onNavigate).not.toHaveBeenCalled();
    expect(activeOption()).toBeNull();
  });

  it('leaves alone a key an item inside the list already handled', async () => {
    const user = setup(<Menu onItemKeyDown={(event) => event.preventDefault()} />);
    screen.getByRole('menuitem', { name: 'Duplicate' }).focus();
    await user.keyboard('{ArrowDown}{End}e');
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
  });

  it('reports null when there is nothing to move to', async () => {
    const onNavigate = vi.fn();
    const user = setup(<Listbox disabledOptions={FRUIT.map((_, index) => index)} onNavigate={onNavigate} />);
    await focusList(user);
    await user.keyboard('{ArrowDown}');
    expect(onNavigate).toHaveBeenCalledWith(null);
    await user.keyboard('a');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('search adds to the type-ahead text and returns the match without moving; searching says a search is under way', () => {
    const onNavigate = vi.fn();
    const { result } = renderHook(() =>
      useListNavigation<string>({
        items: () => FRUIT,
        active: () => 'Apple',
        onNavigate,
        textOf: (fruit) => fruit,
      }),
    );
    expect(result.current.searching()).toBe(false);
    expect(result.current.search('a')).toBe('Apricot');
    expect(result.current.searching()).toBe(true);
    expect(result.current.search('p')).toBe('Apple');
    expect(result.current.search('z')).toBeNull();
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
