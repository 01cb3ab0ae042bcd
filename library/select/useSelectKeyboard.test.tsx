import type { KeyboardEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mergeProps } from '../core/index.ts';
import { Option } from './Option.tsx';
import { useOptionCollection } from './useOptionCollection.ts';
import { useSelectKeyboard } from './useSelectKeyboard.ts';
import { useSelectState } from './useSelectState.ts';
import { activeOption, expectActiveAfter } from './testing.ts';

// Fourteen options, the third disabled, so Page Down has more than ten to move through.
const LABELS = [
  'Jalisco',
  'Nuevo León',
  'Oaxaca',
  'Querétaro',
  'Yucatán',
  'Sonora',
  'Sinaloa',
  'Tabasco',
  'Puebla',
  'Colima',
  'Durango',
  'Zacatecas',
  'Tlaxcala',
  'Morelos',
];
const OPTIONS = LABELS.map((label, index) => (
  <Option key={label} value={label} disabled={index === 2}>
    {label}
  </Option>
));

interface HarnessProps {
  autocomplete?: boolean;
  defaultValue?: string;
  onChange?: (value: unknown) => void;
  /** Notes each key that reaches the page, and whether its default was prevented. */
  onKeyAfter?: (key: string, prevented: boolean) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** A combobox with the select's state and keys, and its list while open. */
function Harness({ autocomplete = false, defaultValue, onChange, onKeyAfter, onKeyDown }: HarnessProps) {
  const collection = useOptionCollection(OPTIONS);
  const state = useSelectState<false>({
    collection,
    multiple: false,
    autocomplete,
    disabled: false,
    defaultOpen: false,
    defaultValue,
    onChange,
  });
  const { keyboardProps } = useSelectKeyboard({ state, options: collection.options, autocomplete });
  const Field = autocomplete ? 'input' : 'div';
  return (
    <div onKeyDown={(event) => onKeyAfter?.(event.key, event.defaultPrevented)}>
      <Field
        role="combobox"
        aria-label="State"
        tabIndex={0}
        aria-expanded={state.open}
        aria-controls={state.open ? 'states' : undefined}
        aria-activedescendant={state.open && state.active !== null ? `option-${state.active}` : undefined}
        {...mergeProps({ onKeyDown }, keyboardProps)}
      >
        {autocomplete ? undefined : state.displayText}
      </Field>
      {state.open && (
        <ul role="listbox" id="states" aria-label="States">
          {collection.options.map((option, index) => (
            <li key={option.label} id={`option-${index}`} role="option" aria-selected={state.isChosen(option.value)}>
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'State' });

async function setup(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.tab();
  expect(combobox()).toHaveFocus();
  return user;
}

describe('useSelectKeyboard', () => {
  it('ArrowDown opens a closed list on the chosen option', async () => {
    const user = await setup({ defaultValue: 'Sonora' });
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'States' })).toBeInTheDocument();
    expect(activeOption()).toBe('Sonora');
  });

  it('ArrowUp opens a closed list on the first option when none is chosen', async () => {
    const user = await setup();
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Jalisco');
  });

  it('on an open list the arrows move and stop at the ends, skipping disabled options, and Page Down moves ten', async () => {
    const user = await setup();
    await expectActiveAfter(user, [
      ['{ArrowDown}', 'Jalisco'],
      ['{ArrowDown}{ArrowDown}', 'Querétaro'],
      ['{ArrowUp}{ArrowUp}{ArrowUp}', 'Jalisco'],
      ['{PageDown}', 'Zacatecas'],
      ['{PageDown}{ArrowDown}', 'Morelos'],
      ['{PageUp}', 'Querétaro'],
    ]);
  });

  it('Home and End open a closed list on the first or the last option, and move on an open one', async () => {
    const user = await setup();
    await user.keyboard('{End}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toBe('Morelos');
    await user.keyboard('{Home}');
    expect(activeOption()).toBe('Jalisco');
  });

  it('Page Down is left to the page while the list is closed', async () => {
    const onKeyAfter = vi.fn();
    const user = await setup({ onKeyAfter });
    await user.keyboard('{PageDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(onKeyAfter).toHaveBeenLastCalledWith('PageDown', false);
  });

  it('Enter opens a closed list, then chooses the active option and closes it', async () => {
    const onChange = vi.fn();
    const user = await setup({ onChange });
    await user.keyboard('{Enter}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('Nuevo León');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveTextContent('Nuevo León');
  });

  it('Space opens a closed list and chooses on an open one', async () => {
    const onChange = vi.fn();
    const user = await setup({ onChange });
    await user.keyboard(' ');
    expect(activeOption()).toBe('Jalisco');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('Jalisco');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a printable key opens a closed list on the option it finds, moves on an open one, and is taken from the page', async () => {
    const onKeyAfter = vi.fn();
    const user = await setup({ onKeyAfter });
    await user.keyboard('s');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toBe('Sonora');
    expect(onKeyAfter).toHaveBeenLastCalledWith('s', true);
    await user.keyboard('s');
    expect(activeOption()).toBe('Sinaloa');
    expect(onKeyAfter).toHaveBeenLastCalledWith('s', true);
  });

  it('a space continues a search under way instead of choosing', async () => {
    const onChange = vi.fn();
    const user = await setup({ onChange });
    await user.keyboard('{ArrowDown}');
    await user.keyboard('nuevo l');
    expect(activeOption()).toBe('Nuevo León');
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves Escape alone, open or closed: the layer stack gives it to the topmost overlay (useSelectPopover)', async () => {
    const onKeyAfter = vi.fn();
    const user = await setup({ onKeyAfter });
    await user.keyboard('{ArrowDown}{Escape}');
    expect(onKeyAfter).toHaveBeenLastCalledWith('Escape', false);
  });

  it('in a text box, Home, End, Space and printable keys are left to the text, and Enter does not open', async () => {
    const onKeyAfter = vi.fn();
    const user = await setup({ autocomplete: true, onKeyAfter });
    await user.keyboard('{Enter}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Jalisco');
    await user.keyboard('{End}');
    expect(activeOption()).toBe('Jalisco');
    expect(onKeyAfter).toHaveBeenLastCalledWith('End', false);
    await user.keyboard('s ');
    expect(activeOption()).toBe('Jalisco');
    expect(onKeyAfter).toHaveBeenLastCalledWith(' ', false);
  });

  it('a handler before it that prevents the default stops every key', async () => {
    const user = await setup({ onKeyDown: (event) => event.preventDefault() });
    await user.keyboard('{ArrowDown}{End}s ');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });
});
