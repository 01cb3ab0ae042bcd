import { act, createRef, type Ref } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Option } from './Option.tsx';
import { useCombobox } from './useCombobox.ts';
import { useOptionCollection } from './useOptionCollection.ts';
import { useSelectState } from './useSelectState.ts';

const OPTIONS = (
  <>
    <Option value="jalisco">Jalisco</Option>
    <Option value="oaxaca">Oaxaca</Option>
    <Option value="yucatan">Yucatán</Option>
  </>
);

interface HarnessProps {
  autocomplete?: boolean;
  disabled?: boolean;
  defaultValue?: string;
  comboboxRef?: Ref<HTMLElement>;
}

/** The combobox's label, box, field and (while open) list, wired by the hook. */
function Harness({ autocomplete = false, disabled = false, defaultValue, comboboxRef }: HarnessProps) {
  const collection = useOptionCollection(OPTIONS);
  const state = useSelectState<false>({ collection, multiple: false, autocomplete, disabled, defaultOpen: false, defaultValue });
  const combobox = useCombobox({
    state,
    id: 'state',
    ref: comboboxRef,
    autocomplete,
    disabled,
    hasLabel: true,
    placeholder: 'Pick one',
  });
  return (
    <>
      <span {...combobox.labelProps}>State</span>
      <div {...combobox.boxProps}>
        {autocomplete ? <input {...combobox.inputProps} /> : <div {...combobox.fieldProps}>{state.displayText}</div>}
        <span>▾</span>
      </div>
      <button type="button">Elsewhere</button>
      {state.touched && <p>Left once</p>}
      {state.open && (
        <ul {...combobox.listBoxProps}>
          {collection.options.map((option, index) =>
            state.isShown(index) ? (
              <li key={option.label} id={combobox.optionId(index)} role="option" aria-selected={state.isChosen(option.value)}>
                {option.label}
              </li>
            ) : null,
          )}
        </ul>
      )}
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'State' });
const queryListbox = () => screen.queryByRole('listbox', { name: 'State' });

describe('useCombobox', () => {
  it('is a closed select-only combobox named by its label, in the tab order, marked empty until something is chosen', () => {
    render(<Harness />);
    expect(combobox()).toHaveAttribute('id', 'state');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox()).toHaveAttribute('tabindex', '0');
    expect(combobox()).toHaveAttribute('data-state', 'closed');
    expect(combobox()).toHaveAttribute('data-empty', '');
    expect(combobox()).not.toHaveAttribute('aria-controls');
  });

  it('stays closed when Tab focuses it; a press opens its list, pointing at it and at the chosen option', async () => {
    const user = userEvent.setup();
    render(<Harness defaultValue="oaxaca" />);
    await user.tab();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(queryListbox()).toBeNull();
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', queryListbox()!.id);
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Oaxaca' }).id);
    expect(combobox()).not.toHaveAttribute('data-empty');
  });

  it('touches the field as soon as it loses focus, with no timer; closing the list is the layer stack’s (useSelectPopover)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    expect(screen.queryByText('Left once')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.getByText('Left once')).toBeInTheDocument();
  });

  it('a press in the box focuses the field, and a press on the focused field toggles the list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText('▾'));
    expect(combobox()).toHaveFocus();
    expect(queryListbox()).not.toBeNull();
    await user.click(combobox());
    expect(queryListbox()).toBeNull();
    expect(combobox()).toHaveFocus();
    await user.click(combobox());
    expect(queryListbox()).not.toBeNull();
  });

  it('a press on the label focuses the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText('State'));
    expect(combobox()).toHaveFocus();
  });

  it('with autocomplete, is a text box whose typed text filters the list and whose text is selected on focus', async () => {
    const user = userEvent.setup();
    render(<Harness autocomplete defaultValue="jalisco" />);
    const field = screen.getByRole('combobox');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    expect(field).toHaveAttribute('placeholder', 'Pick one');
    expect(field).toHaveValue('Jalisco');
    await user.click(field);
    expect(field).toHaveFocus();
    expect((field as HTMLInputElement).selectionStart).toBe(0);
    expect((field as HTMLInputElement).selectionEnd).toBe('Jalisco'.length);
    await user.keyboard('yuc');
    expect(field).toHaveValue('yuc');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Yucatán']);
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Yucatán' }).id);
  });

  it('when disabled, is out of the tab order and a press does nothing', async () => {
    const user = userEvent.setup();
    render(<Harness disabled />);
    expect(combobox()).toHaveAttribute('aria-disabled', 'true');
    expect(combobox()).not.toHaveAttribute('tabindex');
    await user.click(screen.getByText('▾'));
    expect(combobox()).not.toHaveFocus();
    expect(queryListbox()).toBeNull();
  });

  it("gives the consumer's ref the field", () => {
    const ref = createRef<HTMLElement>();
    render(<Harness comboboxRef={ref} />);
    expect(ref.current).toBe(combobox());
  });
});
