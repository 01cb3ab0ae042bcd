import { act, useState, type ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { useOverlayLayer } from '../core/index.ts';
import { SELECT_ERRORS, type SelectOptionPair } from './constants.ts';
import { Option } from './Option.tsx';
import { Select, type SelectProps } from './Select.tsx';
import { activeOption, expectActiveAfter } from './testing.ts';

const STATES = [
  { value: 'jalisco', label: 'Jalisco' },
  { value: 'nuevo_leon', label: 'Nuevo León' },
  { value: 'oaxaca', label: 'Oaxaca' },
  { value: 'queretaro', label: 'Querétaro' },
  { value: 'yucatan', label: 'Yucatán' },
];

const options = STATES.map((state) => (
  <Option key={state.value} value={state.value}>
    {state.label}
  </Option>
));

/** The single select most tests drive: labelled State, with the five states as options. */
function StateSelect(props: SelectProps) {
  return (
    <Select label="State" {...props}>
      {options}
    </Select>
  );
}

/** The multiple select: labelled States, with the same five options. */
function StatesSelect(props: Omit<SelectProps<true>, 'multiple'>) {
  return (
    <Select label="States" multiple {...props}>
      {options}
    </Select>
  );
}

/** Two options marked selected and one not, for the options that choose themselves when no value does. */
const markedSelected = (
  <>
    <Option value="jalisco" selected>
      Jalisco
    </Option>
    <Option value="oaxaca" selected>
      Oaxaca
    </Option>
    <Option value="yucatan">Yucatán</Option>
  </>
);

// Floating UI measures asynchronously; let it settle so its state updates land inside act.
const settle = () => act(async () => {});

function setup(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui) };
}

/** An open overlay of the layer stack around the select that closes by Escape, as a dialog or drawer would. */
function InAnOverlay({ onEscape, children }: { onEscape: () => void; children: ReactElement }) {
  useOverlayLayer(true, { onEscape });
  return children;
}

const combobox = (name = 'State') => screen.getByRole('combobox', { name });
const option = (name: string) => screen.getByRole('option', { name });
const rootOf = (element: HTMLElement) => element.closest('.aq-select') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('Select', () => {
  itConforms(Select, {
    props: { 'aria-label': 'State', children: options },
    element: 'div',
    find: (container) => container.querySelector('[role="combobox"]'),
  });
  itConforms(Select, {
    props: { 'aria-label': 'State', autocomplete: true, children: options },
    element: 'input',
    find: (container) => container.querySelector('[role="combobox"]'),
  });
  itWarnsOfItsZeroXNames('Select', (props) => (
    <Select aria-label="State" {...props}>
      {options}
    </Select>
  ));

  describe('field', () => {
    it('is a closed, select-only combobox named by its label, 212 px wide, showing the placeholder', () => {
      render(<StateSelect placeholder="Choose a state" />);
      const field = combobox();
      expect(field.tagName).toBe('DIV');
      expect(field).toHaveAttribute('tabindex', '0');
      expect(field).toHaveAttribute('aria-expanded', 'false');
      expect(field).toHaveAttribute('aria-haspopup', 'listbox');
      expect(field).not.toHaveAttribute('aria-controls');
      expect(field).not.toHaveAttribute('aria-activedescendant');
      expect(field).toHaveAttribute('data-state', 'closed');
      expect(field).toHaveAttribute('data-empty', '');
      expect(field).toHaveTextContent('Choose a state');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(rootOf(field).style.getPropertyValue('--aq-select-width')).toBe('212px');
    });

    it('renders the prefix before the value and the suffix after it, only when given', () => {
      const { rerender } = render(
        <Select aria-label="State" prefix={<svg data-icon="pin" aria-hidden="true" />} suffix="MX">
          {options}
        </Select>,
      );
      const field = combobox();
      const prefix = rootOf(field).querySelector('.aq-input-prefix')!;
      const suffix = screen.getByText('MX');
      expect(prefix.querySelector('[data-icon="pin"]')).not.toBeNull();
      expect(suffix).toHaveClass('aq-input-suffix');
      expect(prefix.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(field.compareDocumentPosition(suffix) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      rerender(<Select aria-label="State">{options}</Select>);
      expect(rootOf(combobox()).querySelector('.aq-input-prefix, .aq-input-suffix')).toBeNull();
    });

    it('focuses the field when its label or its box is pressed', async () => {
      const { user } = setup(<StateSelect prefix="MX" />);
      await user.click(screen.getByText('State'));
      await settle();
      expect(combobox()).toHaveFocus();
      await user.click(document.body);
      await user.click(screen.getByText('MX'));
      await settle();
      expect(combobox()).toHaveFocus();
    });
  });

  describe('opening and closing', () => {
    it('stays closed when Tab passes through, as a native select does', async () => {
      const { user } = setup(<StateSelect />);
      await user.tab();
      await settle();
      expect(combobox()).toHaveFocus();
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('listbox')).toBeNull();
    });

    it.each([
      ['a click', async (user: ReturnType<typeof userEvent.setup>) => user.click(combobox())],
      ['Enter', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Enter}')],
      ['Space', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('[Space]')],
      ['Alt+ArrowDown', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Alt>}{ArrowDown}{/Alt}')],
    ])('opens its labelled list on %s, pointed at by aria-controls', async (_, open) => {
      const { user } = setup(<StateSelect />);
      await user.tab();
      await open(user);
      await settle();
      const field = combobox();
      const list = screen.getByRole('listbox', { name: 'State' });
      expect(field).toHaveFocus();
      expect(field).toHaveAttribute('aria-expanded', 'true');
      expect(field).toHaveAttribute('aria-controls', list.id);
      expect(field).toHaveAttribute('data-state', 'open');
      expect(
        within(list)
          .getAllByRole('option')
          .map((item) => item.textContent),
      ).toEqual(STATES.map((state) => state.label));
      expect(list).not.toHaveAttribute('aria-multiselectable');
    });

    it('renders the list in a portal at the end of document.body, 15rem high at most, options 2rem high', async () => {
      const { user, container } = setup(<StateSelect />);
      await user.click(combobox());
      await settle();
      const popup = screen.getByRole('listbox').parentElement!;
      expect(container.contains(popup)).toBe(false);
      expect(document.body.lastElementChild).toBe(popup);
      expect(popup).toHaveAttribute('data-placement', 'bottom-start');
      expect(popup.style.getPropertyValue('--aq-select-list-max-height')).toBe('15rem');
      expect(popup.style.getPropertyValue('--aq-select-option-height')).toBe('2rem');
    });

    it('closes as soon as focus moves on to another element, with no delay', async () => {
      const { user } = setup(
        <>
          <StateSelect />
          <button type="button">Next</button>
        </>,
      );
      await user.click(combobox());
      await settle();
      act(() => screen.getByRole('button', { name: 'Next' }).focus());
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    });

    it('stays open when focus is lost to nothing (another window); a press on the page closes it', async () => {
      const { user } = setup(
        <>
          <StateSelect />
          <p>Page text</p>
        </>,
      );
      await user.click(combobox());
      await settle();
      act(() => combobox().blur());
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      await user.click(screen.getByText('Page text'));
      expect(screen.queryByRole('listbox')).toBeNull();
    });

    it('a press on the focused field toggles the list', async () => {
      const { user } = setup(<StateSelect />);
      await user.click(combobox());
      await settle();
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      await user.click(combobox());
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(combobox()).toHaveFocus();
      await user.click(combobox());
      await settle();
      expect(screen.getByRole('listbox')).toBeInTheDocument();
    });

    it('keeps focus in the field while an option is pressed', async () => {
      const { user } = setup(<StateSelect />);
      await user.click(combobox());
      await settle();
      await user.pointer({ keys: '[MouseLeft>]', target: option('Oaxaca') });
      expect(combobox()).toHaveFocus();
      await user.pointer({ keys: '[/MouseLeft]', target: option('Oaxaca') });
    });

    it('is open or closed as told with open, and reports what it wants with onOpenChange', async () => {
      const onOpenChange = vi.fn();
      const { user, rerender } = setup(<StateSelect open onOpenChange={onOpenChange} />);
      await settle();
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      combobox().focus();
      await user.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      rerender(<StateSelect open={false} onOpenChange={onOpenChange} />);
      expect(screen.queryByRole('listbox')).toBeNull();
    });

    it('opens at first with defaultOpen', async () => {
      render(<StateSelect defaultOpen />);
      await settle();
      expect(screen.getByRole('listbox', { name: 'State' })).toBeInTheDocument();
    });
  });

  describe('single choice', () => {
    it('chooses the pressed option: onChange gets its value once, the field shows its label, the list closes', async () => {
      const onChange = vi.fn();
      const { user } = setup(<StateSelect onChange={onChange} />);
      await user.click(combobox());
      await settle();
      expect(onChange).not.toHaveBeenCalled();
      await user.click(option('Nuevo León'));
      expect(onChange).toHaveBeenCalledExactlyOnceWith('nuevo_leon');
      expect(combobox()).toHaveTextContent('Nuevo León');
      expect(combobox()).not.toHaveAttribute('data-empty');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(combobox()).toHaveFocus();

      await user.click(combobox());
      await settle();
      expect(option('Nuevo León')).toHaveAttribute('aria-selected', 'true');
      expect(option('Nuevo León')).toHaveAttribute('data-selected', '');
      expect(option('Jalisco')).toHaveAttribute('aria-selected', 'false');
    });

    it('calls nothing when the chosen option is pressed again', async () => {
      const onChange = vi.fn();
      const { user } = setup(<StateSelect defaultValue="oaxaca" onChange={onChange} />);
      await user.click(combobox());
      await settle();
      await user.click(option('Oaxaca'));
      expect(onChange).not.toHaveBeenCalled();
    });

    it('starts from defaultValue when uncontrolled', () => {
      render(<StateSelect defaultValue="yucatan" />);
      expect(combobox()).toHaveTextContent('Yucatán');
    });

    it('shows only the value it is given when controlled, and follows the parent', async () => {
      const onChange = vi.fn();
      const { user, rerender } = setup(<StateSelect value="jalisco" onChange={onChange} />);
      await user.click(combobox());
      await settle();
      await user.click(option('Oaxaca'));
      expect(onChange).toHaveBeenCalledWith('oaxaca');
      expect(combobox()).toHaveTextContent('Jalisco');
      rerender(<StateSelect value="oaxaca" onChange={onChange} />);
      expect(combobox()).toHaveTextContent('Oaxaca');
    });

    it('accepts number values, compared with ===', async () => {
      const onChange = vi.fn();
      const { user } = setup(
        <Select label="Amount" defaultValue={2} onChange={onChange}>
          <Option value={1}>One</Option>
          <Option value={2}>Two</Option>
          <Option value="3">Three</Option>
        </Select>,
      );
      expect(combobox('Amount')).toHaveTextContent('Two');
      await user.click(combobox('Amount'));
      await settle();
      await user.click(option('One'));
      expect(onChange).toHaveBeenCalledWith(1);
    });

    it('chooses the option marked selected when there is no value (the last one when several are)', () => {
      render(<Select label="State">{markedSelected}</Select>);
      expect(combobox()).toHaveTextContent('Oaxaca');
    });

    it('lets defaultValue win over options marked selected', () => {
      render(
        <Select label="State" defaultValue="yucatan">
          {markedSelected}
        </Select>,
      );
      expect(combobox()).toHaveTextContent('Yucatán');
    });

    it('keeps a controlled value that matches no option and shows it as given, calling nothing', async () => {
      const onChange = vi.fn();
      const { user, rerender } = setup(
        <form aria-label="Order">
          <Select label="State" name="state" value="sonora" onChange={onChange}>
            {options}
          </Select>
        </form>,
      );
      expect(combobox()).toHaveTextContent('sonora');
      expect(combobox()).not.toHaveAttribute('data-empty');
      expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('state')).toBe('sonora');
      await user.click(combobox());
      await settle();
      for (const item of screen.getAllByRole('option')) expect(item).toHaveAttribute('aria-selected', 'false');
      // The options change and the chosen value is no longer among them: still kept, still nothing called.
      rerender(
        <form aria-label="Order">
          <Select label="State" name="state" value="oaxaca" onChange={onChange}>
            {options.filter((item) => item.key !== 'oaxaca')}
          </Select>
        </form>,
      );
      expect(combobox()).toHaveTextContent('oaxaca');
      expect(onChange).not.toHaveBeenCalled();
      await user.click(option('Jalisco'));
      expect(onChange).toHaveBeenCalledExactlyOnceWith('jalisco');
    });

    it('keeps an uncontrolled defaultValue that matches no option, until the person chooses', async () => {
      const onChange = vi.fn();
      const { user } = setup(<StateSelect defaultValue={7} onChange={onChange} placeholder="Choose a state" />);
      expect(combobox()).toHaveTextContent('7');
      expect(onChange).not.toHaveBeenCalled();
      await user.click(combobox());
      await settle();
      await user.click(option('Jalisco'));
      expect(onChange).toHaveBeenCalledExactlyOnceWith('jalisco');
      expect(combobox()).toHaveTextContent('Jalisco');
    });

    it('shows a value as given while it has no options, which may still be loading, and its label once they come', () => {
      const onChange = vi.fn();
      const { rerender } = render(
        <Select label="State" value="oaxaca" onChange={onChange}>
          {[]}
        </Select>,
      );
      expect(combobox()).toHaveTextContent('oaxaca');
      rerender(
        <Select label="State" value="oaxaca" onChange={onChange}>
          {options}
        </Select>,
      );
      expect(onChange).not.toHaveBeenCalled();
      expect(combobox()).toHaveTextContent('Oaxaca');
    });

    it('never calls onChange on mount, for a new value, or for the option already chosen', async () => {
      const onChange = vi.fn();
      const { user, rerender } = setup(<StateSelect value="jalisco" onChange={onChange} />);
      rerender(<StateSelect value="yucatan" onChange={onChange} />);
      await user.click(combobox());
      await settle();
      await user.click(option('Yucatán'));
      expect(onChange).not.toHaveBeenCalled();
    });

    it('warns once in development when value comes without onChange', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(<StateSelect value="oaxaca" />);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('Select got `value` without `onChange`');
      warn.mockRestore();
    });

    it.each([null, '', undefined])('treats %j as no value: no error and nothing chosen', (empty) => {
      expect(() => render(<StateSelect value={empty} defaultValue={empty} placeholder="Choose a state" />)).not.toThrow();
      expect(combobox()).toHaveAttribute('data-empty', '');
      expect(combobox()).toHaveTextContent('Choose a state');
    });

    it.each([null, ''])('a controlled value set to %j clears the field without calling onChange', (empty) => {
      const onChange = vi.fn();
      const { rerender } = render(<StateSelect value="oaxaca" onChange={onChange} />);
      expect(combobox()).toHaveTextContent('Oaxaca');
      rerender(<StateSelect value={empty} onChange={onChange} />);
      expect(combobox()).toHaveAttribute('data-empty', '');
      expect(onChange).not.toHaveBeenCalled();
    });

    it.each([true, { label: 'Oaxaca', value: 'oaxaca' }, ['oaxaca'], Symbol('x')])(
      'throws the single-value TypeError for %s',
      (wrong) => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        expect(() => render(<StateSelect value={wrong as never} />)).toThrow(new TypeError(SELECT_ERRORS.single));
        expect(SELECT_ERRORS.single).toBe('Invalid argument, only string and number values are allowed.');
      },
    );
  });

  describe('multiple choice', () => {
    it('toggles the pressed option and stays open; the field shows the last chosen label and (+N)', async () => {
      const onChange = vi.fn();
      const { user } = setup(<StatesSelect onChange={onChange} />);
      await user.click(combobox('States'));
      await settle();
      const list = screen.getByRole('listbox', { name: 'States' });
      expect(list).toHaveAttribute('aria-multiselectable', 'true');
      expect(combobox('States')).toHaveAttribute('data-multiple', '');

      await user.click(option('Oaxaca'));
      expect(onChange).toHaveBeenLastCalledWith([{ label: 'Oaxaca', value: 'oaxaca' }]);
      expect(combobox('States')).toHaveTextContent(/^Oaxaca$/);
      await user.click(option('Jalisco'));
      await user.click(option('Yucatán'));
      expect(onChange).toHaveBeenLastCalledWith([
        { label: 'Oaxaca', value: 'oaxaca' },
        { label: 'Jalisco', value: 'jalisco' },
        { label: 'Yucatán', value: 'yucatan' },
      ]);
      expect(onChange).toHaveBeenCalledTimes(3);
      expect(combobox('States')).toHaveTextContent('Yucatán (+2)');
      expect(screen.getByRole('listbox')).toBe(list);
      expect(option('Jalisco')).toHaveAttribute('aria-selected', 'true');
      expect(option('Querétaro')).toHaveAttribute('aria-selected', 'false');

      await user.click(option('Jalisco'));
      expect(onChange).toHaveBeenLastCalledWith([
        { label: 'Oaxaca', value: 'oaxaca' },
        { label: 'Yucatán', value: 'yucatan' },
      ]);
      expect(option('Jalisco')).toHaveAttribute('aria-selected', 'false');
      expect(combobox('States')).toHaveTextContent('Yucatán (+1)');
    });

    it('draws a check box in each option, filled for the chosen ones', async () => {
      const { user } = setup(<StatesSelect defaultValue={[{ label: 'Oaxaca', value: 'oaxaca' }]} />);
      await user.click(combobox('States'));
      await settle();
      expect(option('Oaxaca').querySelector('.aq-option__check svg')).not.toBeNull();
      expect(option('Jalisco').querySelector('.aq-option__check')).not.toBeNull();
      expect(option('Jalisco').querySelector('.aq-option__check svg')).toBeNull();
    });

    it('accepts one pair or an array of pairs, and starts from the options marked selected', () => {
      const { rerender } = render(<StatesSelect value={{ label: 'Oaxaca', value: 'oaxaca' }} />);
      expect(combobox('States')).toHaveTextContent(/^Oaxaca$/);
      rerender(<StatesSelect value={[STATES[0], STATES[4]]} />);
      expect(combobox('States')).toHaveTextContent('Yucatán (+1)');
      rerender(
        <Select key="fresh" label="States" multiple>
          {markedSelected}
        </Select>,
      );
      expect(combobox('States')).toHaveTextContent('Oaxaca (+1)');
    });

    it('is empty for null, undefined, an empty string or an empty array', () => {
      for (const empty of [null, undefined, '', []] as const) {
        const { unmount } = render(<StatesSelect value={empty as never} />);
        expect(combobox('States')).toHaveAttribute('data-empty', '');
        unmount();
      }
    });

    it.each([['oaxaca'], [5], [[{ label: 'Oaxaca' }]], [{ value: 'oaxaca' }], [[{ label: 1, value: 'x' }]], [[STATES[0], 'oaxaca']]])(
      'throws the multiple-value TypeError for %j',
      (wrong) => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        expect(() => render(<StatesSelect value={wrong as never} />)).toThrow(new TypeError(SELECT_ERRORS.multiple));
        expect(SELECT_ERRORS.multiple).toBe(
          'Invalid argument, only values {label: string, value: string} or array of the same type are allowed.',
        );
      },
    );

    it('works controlled: the parent keeps the pairs', async () => {
      function Controlled() {
        const [value, setValue] = useState<SelectOptionPair[]>([]);
        return (
          <>
            <StatesSelect value={value} onChange={setValue} />
            <output>{value.map((pair) => pair.value).join(',')}</output>
          </>
        );
      }
      const { user } = setup(<Controlled />);
      await user.click(combobox('States'));
      await settle();
      await user.click(option('Querétaro'));
      await user.click(option('Jalisco'));
      expect(screen.getByRole('status')).toHaveTextContent('queretaro,jalisco');
      expect(combobox('States')).toHaveTextContent('Jalisco (+1)');
    });

    it('toggles with Enter and Space and stays open', async () => {
      const onChange = vi.fn();
      const { user } = setup(<StatesSelect onChange={onChange} />);
      await user.tab();
      await settle();
      await user.keyboard('{ArrowDown}{Enter}{ArrowDown}[Space]');
      expect(onChange).toHaveBeenLastCalledWith([
        { label: 'Jalisco', value: 'jalisco' },
        { label: 'Nuevo León', value: 'nuevo_leon' },
      ]);
      await user.keyboard('[Space]');
      expect(onChange).toHaveBeenLastCalledWith([{ label: 'Jalisco', value: 'jalisco' }]);
      expect(screen.getByRole('listbox')).toBeInTheDocument();
    });
  });

  describe('disabled', () => {
    it('a disabled option is shown but cannot be chosen, and the keyboard skips it', async () => {
      const onChange = vi.fn();
      const { user } = setup(
        <Select label="State" onChange={onChange}>
          <Option value="jalisco">Jalisco</Option>
          <Option value="oaxaca" disabled>
            Oaxaca
          </Option>
          <Option value="yucatan">Yucatán</Option>
        </Select>,
      );
      await user.click(combobox());
      await settle();
      expect(option('Oaxaca')).toHaveAttribute('aria-disabled', 'true');
      expect(option('Oaxaca')).toHaveAttribute('data-disabled', '');
      await user.click(option('Oaxaca'));
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(combobox()).toHaveAttribute('aria-activedescendant', option('Yucatán').id);
    });

    it('a disabled select cannot be focused or opened and submits nothing', async () => {
      const { user } = setup(
        <form aria-label="Form">
          <StateSelect name="state" defaultValue="oaxaca" disabled />
        </form>,
      );
      const field = combobox();
      expect(field).toHaveAttribute('aria-disabled', 'true');
      expect(field).not.toHaveAttribute('tabindex');
      expect(field).toHaveAttribute('data-disabled', '');
      expect(rootOf(field)).toHaveAttribute('data-disabled', '');
      await user.click(field);
      await user.tab();
      expect(field).not.toHaveFocus();
      expect(screen.queryByRole('listbox')).toBeNull();
      expect([...new FormData(screen.getByRole('form') as HTMLFormElement).keys()]).toEqual([]);
    });

    it('stays closed while disabled, whatever open says', async () => {
      render(<StateSelect disabled open onOpenChange={() => {}} />);
      await settle();
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    });

    it('a disabled autocomplete select is a disabled text box', () => {
      render(<StateSelect autocomplete disabled />);
      expect(combobox()).toBeDisabled();
    });
  });

  describe('keyboard (select-only)', () => {
    async function focused(ui: ReactElement = <StateSelect />) {
      const view = setup(ui);
      await view.user.tab();
      await settle();
      return view;
    }

    it('a click opens with no active option, or with the chosen one', async () => {
      const { user, unmount } = await focused();
      await user.click(combobox());
      expect(activeOption()).toBeNull();
      unmount();
      const second = await focused(<StateSelect defaultValue="oaxaca" />);
      await second.user.click(combobox());
      expect(activeOption()).toBe('Oaxaca');
      expect(option('Oaxaca')).toHaveAttribute('data-active', '');
    });

    it('ArrowDown and ArrowUp move the active option, stopping at the ends', async () => {
      const { user } = await focused();
      await expectActiveAfter(user, [
        ['{ArrowDown}', 'Jalisco'],
        ['{ArrowDown}{ArrowDown}', 'Oaxaca'],
        ['{ArrowUp}', 'Nuevo León'],
        ['{ArrowUp}{ArrowUp}{ArrowUp}', 'Jalisco'],
        ['{End}{ArrowDown}', 'Yucatán'],
      ]);
    });

    it('ArrowDown or ArrowUp opens a closed list on the chosen option, or the first', async () => {
      const { user } = await focused(<StateSelect defaultValue="queretaro" />);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      await user.keyboard('{ArrowDown}');
      await settle();
      expect(activeOption()).toBe('Querétaro');
      await user.keyboard('{Escape}{ArrowUp}');
      await settle();
      expect(activeOption()).toBe('Querétaro');
    });

    it('Home and End go to the first and last option, opening the list when closed', async () => {
      const { user } = await focused();
      await expectActiveAfter(user, [
        ['{End}', 'Yucatán'],
        ['{Home}', 'Jalisco'],
      ]);
      await user.keyboard('{Escape}{End}');
      await settle();
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      expect(activeOption()).toBe('Yucatán');
    });

    it('PageDown and PageUp move ten options at a time', async () => {
      const many = Array.from({ length: 25 }, (_, index) => (
        <Option key={index} value={index + 1}>
          {`Item ${index + 1}`}
        </Option>
      ));
      const { user } = await focused(<Select label="State">{many}</Select>);
      await expectActiveAfter(user, [
        ['{ArrowDown}{PageDown}', 'Item 11'],
        ['{PageDown}{PageDown}', 'Item 25'],
        ['{PageUp}', 'Item 15'],
      ]);
    });

    it('Enter chooses the active option and closes; Enter on a closed list opens it', async () => {
      const onChange = vi.fn();
      const { user } = await focused(<StateSelect onChange={onChange} />);
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(onChange).toHaveBeenCalledWith('nuevo_leon');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(combobox()).toHaveTextContent('Nuevo León');
      expect(combobox()).toHaveFocus();
      await user.keyboard('{Enter}');
      await settle();
      expect(activeOption()).toBe('Nuevo León');
    });

    it('Space chooses like Enter, and opens a closed list', async () => {
      const onChange = vi.fn();
      const { user } = await focused(<StateSelect onChange={onChange} />);
      await user.keyboard('{Escape}[Space]');
      await settle();
      expect(activeOption()).toBe('Jalisco');
      await user.keyboard('{ArrowDown}[Space]');
      expect(onChange).toHaveBeenCalledWith('nuevo_leon');
    });

    it('Escape closes the list, keeps focus and the value, and leaves a dialog around it open', async () => {
      const onDialogEscape = vi.fn();
      const { user } = await focused(
        <InAnOverlay onEscape={onDialogEscape}>
          <StateSelect defaultValue="oaxaca" />
        </InAnOverlay>,
      );
      await user.keyboard('{ArrowDown}{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(combobox()).toHaveFocus();
      expect(combobox()).toHaveTextContent('Oaxaca');
      expect(combobox()).not.toHaveAttribute('aria-activedescendant');
      expect(onDialogEscape).not.toHaveBeenCalled();
      // With the list closed, the next Escape is the dialog's.
      await user.keyboard('{Escape}');
      expect(onDialogEscape).toHaveBeenCalledTimes(1);
    });

    it('Tab leaves the field without choosing, and the list closes', async () => {
      const onChange = vi.fn();
      const { user } = setup(
        <>
          <StateSelect onChange={onChange} />
          <button type="button">Next</button>
        </>,
      );
      await user.tab();
      await settle();
      await user.keyboard('{ArrowDown}{ArrowDown}');
      await user.tab();
      expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      expect(onChange).not.toHaveBeenCalled();
    });

    it('typing does not edit the field: a printable key moves to the next option starting with it', async () => {
      const onChange = vi.fn();
      const { user } = await focused(
        <Select label="State" onChange={onChange}>
          {options}
          <Option value="nayarit">Nayarit</Option>
        </Select>,
      );
      await user.keyboard('n');
      expect(activeOption()).toBe('Nuevo León');
      await user.keyboard('n');
      expect(activeOption()).toBe('Nayarit');
      expect(combobox()).toHaveTextContent('');
      expect(combobox().tagName).toBe('DIV');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('characters typed in quick succession search for the whole text, and open a closed list', async () => {
      const { user } = await focused(
        <Select label="State">
          {options}
          <Option value="nayarit">Nayarit</Option>
        </Select>,
      );
      await user.keyboard('{Escape}');
      await user.keyboard('nay');
      await settle();
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      expect(activeOption()).toBe('Nayarit');
    });

    it('the pointer makes the option under it active', async () => {
      const { user } = await focused();
      await user.click(combobox());
      await user.hover(option('Oaxaca'));
      expect(activeOption()).toBe('Oaxaca');
      expect(option('Oaxaca')).toHaveAttribute('data-active', '');
    });

    it('a consumer onKeyDown that prevents the default stops the built-in key', async () => {
      const { user } = await focused(<StateSelect onKeyDown={(event) => event.key === 'ArrowDown' && event.preventDefault()} />);
      await user.keyboard('{ArrowDown}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(activeOption()).toBeNull();
    });
  });

  describe('autocomplete', () => {
    it('is an editable combobox with list autocomplete whose text filters options by label, case-insensitively', async () => {
      const { user } = setup(<StateSelect autocomplete placeholder="Type a state" />);
      const field = combobox();
      expect(field.tagName).toBe('INPUT');
      expect(field).toHaveAttribute('aria-autocomplete', 'list');
      expect(field).toHaveAttribute('placeholder', 'Type a state');
      await user.click(field);
      await settle();
      await user.keyboard('A');
      expect(field).toHaveValue('A');
      expect(screen.getAllByRole('option').map((item) => item.textContent)).toEqual(['Jalisco', 'Oaxaca', 'Querétaro', 'Yucatán']);
      await user.clear(field);
      await user.keyboard('cA');
      expect(screen.getAllByRole('option').map((item) => item.textContent)).toEqual(['Oaxaca', 'Yucatán']);
      await user.clear(field);
      await user.keyboard('LEÓN');
      expect(screen.getAllByRole('option').map((item) => item.textContent)).toEqual(['Nuevo León']);
    });

    it('makes the first match active, so Enter chooses it and the field shows its label', async () => {
      const onChange = vi.fn();
      const { user } = setup(<StateSelect autocomplete onChange={onChange} />);
      await user.click(combobox());
      await settle();
      await user.keyboard('ro');
      expect(combobox()).toHaveAttribute('aria-activedescendant', option('Querétaro').id);
      await user.keyboard('{Enter}');
      expect(onChange).toHaveBeenCalledWith('queretaro');
      expect(combobox()).toHaveValue('Querétaro');
      expect(screen.queryByRole('listbox')).toBeNull();
    });

    it('says so when nothing matches, and Escape gives the chosen label back', async () => {
      const { user } = setup(<StateSelect autocomplete defaultValue="oaxaca" noMatchesText="Nothing found" />);
      await user.click(combobox());
      await settle();
      expect(combobox()).toHaveValue('Oaxaca');
      await user.keyboard('zz');
      expect(combobox()).toHaveValue('zz');
      expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
      expect(screen.queryAllByRole('option')).toEqual([]);
      expect(combobox()).not.toHaveAttribute('aria-activedescendant');
      await user.keyboard('{Escape}');
      expect(combobox()).toHaveValue('Oaxaca');
      expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    });

    it('selects the field text on focus, so typing replaces the chosen label', async () => {
      const { user } = setup(<StateSelect autocomplete defaultValue="oaxaca" />);
      await user.tab();
      await settle();
      const field = combobox() as HTMLInputElement;
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'Oaxaca'.length]);
      await user.keyboard('yu');
      expect(field).toHaveValue('yu');
    });

    it('keeps Home and End for the text, and the typed text is dropped when the field is left', async () => {
      const { user } = setup(
        <>
          <StateSelect autocomplete defaultValue="jalisco" />
          <button type="button">Next</button>
        </>,
      );
      await user.tab();
      await settle();
      await user.keyboard('o{ArrowDown}');
      const active = combobox().getAttribute('aria-activedescendant');
      await user.keyboard('{Home}');
      expect((combobox() as HTMLInputElement).selectionStart).toBe(0);
      expect(combobox()).toHaveAttribute('aria-activedescendant', active);
      await user.tab();
      await waitFor(() => expect(combobox()).toHaveValue('Jalisco'));
    });

    it('works with multiple: options toggle and the typed filter stays while the list is open', async () => {
      const onChange = vi.fn();
      const { user } = setup(
        <Select label="States" autocomplete multiple onChange={onChange}>
          {options}
        </Select>,
      );
      await user.click(combobox('States'));
      await settle();
      await user.keyboard('a{Enter}');
      expect(onChange).toHaveBeenLastCalledWith([{ label: 'Jalisco', value: 'jalisco' }]);
      await user.click(option('Yucatán'));
      expect(combobox('States')).toHaveValue('a');
      expect(screen.getAllByRole('option')).toHaveLength(4);
      await user.keyboard('{Escape}');
      expect(combobox('States')).toHaveValue('Yucatán (+1)');
    });
  });

  describe('validity', () => {
    it('required: an asterisk at once, invalid only once the field has been left without a choice', async () => {
      const { user } = setup(
        <>
          <StateSelect required errorText="Choose a state" />
          <button type="button">Next</button>
        </>,
      );
      const field = combobox();
      expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
      expect(field).toHaveAttribute('aria-required', 'true');
      expect(field).not.toHaveAttribute('aria-invalid');
      await user.tab();
      await settle();
      await user.tab();
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAttribute('data-invalid', '');
      expect(field).toHaveAccessibleDescription('Choose a state');
      expect(rootOf(field)).toHaveAttribute('data-invalid', '');

      await user.click(field);
      await settle();
      await user.click(option('Jalisco'));
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(field).not.toHaveAttribute('data-invalid');
      expect(screen.queryByText('Choose a state')).toBeNull();
    });

    it('pattern: every chosen value must match it whole', async () => {
      const { user } = setup(<StatesSelect pattern="[a-z]+" errorText="Only one-word states" />);
      await user.click(combobox('States'));
      await settle();
      await user.click(option('Jalisco'));
      expect(combobox('States')).not.toHaveAttribute('aria-invalid');
      await user.click(option('Nuevo León'));
      expect(combobox('States')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Only one-word states')).toBeInTheDocument();
      await user.click(option('Nuevo León'));
      expect(combobox('States')).not.toHaveAttribute('aria-invalid');
    });

    it('pattern as a RegExp on a single value', async () => {
      const { user } = setup(<StateSelect pattern={/^[jo]/} />);
      await user.click(combobox());
      await settle();
      await user.click(option('Yucatán'));
      expect(combobox()).toHaveAttribute('aria-invalid', 'true');
      await user.click(combobox());
      await settle();
      await user.click(option('Oaxaca'));
      expect(combobox()).not.toHaveAttribute('aria-invalid');
    });

    it('invalid: the form control status marks the field invalid at once, unless disabled', () => {
      const { rerender } = render(<StateSelect invalid errorText="Not available" />);
      expect(combobox()).toHaveAttribute('aria-invalid', 'true');
      expect(combobox()).toHaveAccessibleDescription('Not available');
      rerender(<StateSelect invalid disabled errorText="Not available" />);
      expect(combobox()).not.toHaveAttribute('aria-invalid');
    });

    it('keeps the consumer aria-describedby and adds the error to it', () => {
      render(
        <>
          <p id="hint">Where we deliver.</p>
          <StateSelect aria-describedby="hint" invalid errorText="Not available" />
        </>,
      );
      expect(combobox()).toHaveAccessibleDescription('Where we deliver. Not available');
    });

    it('in a native form: an invalid select stops submission and shows itself invalid; names submit the values', async () => {
      const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
      const { user } = setup(
        <form aria-label="Order" onSubmit={onSubmit}>
          <StateSelect name="state" required />
          <Select label="States" name="states" multiple defaultValue={[STATES[0], STATES[2]]}>
            {options}
          </Select>
          <button type="submit">Send</button>
        </form>,
      );
      const form = screen.getByRole('form') as HTMLFormElement;
      act(() => expect(form.checkValidity()).toBe(false));
      expect(combobox()).toHaveAttribute('aria-invalid', 'true');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(onSubmit).not.toHaveBeenCalled();

      await user.click(combobox());
      await settle();
      await user.click(option('Yucatán'));
      expect(form.checkValidity()).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
      const data = new FormData(form);
      expect(data.getAll('state')).toEqual(['yucatan']);
      expect(data.getAll('states')).toEqual(['jalisco', 'oaxaca']);
    });
  });

  it('has no axe violations, closed and open', async () => {
    const { user, container } = setup(
      <form aria-label="Delivery">
        <StateSelect required placeholder="Choose a state" prefix="MX" />
        <StatesSelect defaultValue={[STATES[1]]} />
        <Select label="Search" autocomplete invalid errorText="Not available">
          {options}
        </Select>
        <Select label="Closed" disabled>
          {options}
        </Select>
      </form>,
    );
    expect((await axe.run(container, { rules: { region: { enabled: false } } })).violations).toEqual([]);
    await user.click(combobox('States'));
    await settle();
    await user.keyboard('{ArrowDown}');
    expect((await axe.run(document.body, { rules: { region: { enabled: false } } })).violations).toEqual([]);
  });
});
