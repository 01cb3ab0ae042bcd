import { act } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { Option } from './Option.tsx';
import { Select } from './Select.tsx';

const settle = () => act(async () => {});

async function openSelect(ui: React.ReactElement) {
  const user = userEvent.setup();
  render(ui);
  await user.click(screen.getByRole('combobox'));
  await settle();
  return user;
}

describe('Option', () => {
  itConforms(Option, {
    props: { value: 'jalisco', children: 'Jalisco' },
    element: 'li',
    wrap: (node) => (
      <Select aria-label="State" defaultOpen>
        {node}
      </Select>
    ),
    find: () => document.querySelector('[role="option"]'),
  });

  it('is an option named by its text, not selected, not disabled', async () => {
    await openSelect(
      <Select aria-label="State">
        <Option value="jalisco">Jalisco</Option>
      </Select>,
    );
    const option = screen.getByRole('option', { name: 'Jalisco' });
    expect(option).toHaveClass('aq-option');
    expect(option).toHaveAttribute('aria-selected', 'false');
    expect(option).not.toHaveAttribute('aria-disabled');
    expect(option.id).toMatch(/-option-0$/);
  });

  it('takes its label from its text, nested elements included, or from label', async () => {
    const user = await openSelect(
      <Select aria-label="State" autocomplete>
        <Option value="nuevo_leon">
          <span>Nuevo</span> León
        </Option>
        <Option value="cdmx" label="Ciudad de México">
          <abbr title="Ciudad de México">CDMX</abbr>
        </Option>
      </Select>,
    );
    await user.keyboard('ciudad');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['CDMX']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox')).toHaveValue('Ciudad de México');
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{Control>}a{/Control}León');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox')).toHaveValue('Nuevo León');
  });

  it('is read from arrays and fragments among the children', async () => {
    await openSelect(
      <Select aria-label="State">
        <>
          <Option value="jalisco">Jalisco</Option>
          {[
            <Option key="o" value="oaxaca">
              Oaxaca
            </Option>,
          ]}
        </>
        <Option value="yucatan">Yucatán</Option>
      </Select>,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Jalisco', 'Oaxaca', 'Yucatán']);
  });

  it('a consumer onClick that prevents the default keeps the option from being chosen', async () => {
    const onChange = vi.fn();
    const user = await openSelect(
      <Select aria-label="State" onChange={onChange}>
        <Option value="jalisco" onClick={(event) => event.preventDefault()}>
          Jalisco
        </Option>
        <Option value="oaxaca">Oaxaca</Option>
      </Select>,
    );
    await user.click(screen.getByRole('option', { name: 'Jalisco' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: 'Oaxaca' }));
    expect(onChange).toHaveBeenCalledWith('oaxaca');
  });

  it('renders nothing outside a Select, warning once', () => {
    const warn = watchWarnings();
    const { container, rerender } = render(<Option value="jalisco">Jalisco</Option>);
    rerender(<Option value="colima">Colima</Option>);
    expect(container).toBeEmptyDOMElement();
    expect(warn.mock.calls).toEqual([['Aquila UI: Option must be rendered inside a Select. It renders nothing.']]);
  });

  it('is not shown, with a warning, when another component renders it inside the select', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Wrapped() {
      return <Option value="hidden">Hidden</Option>;
    }
    await openSelect(
      <Select aria-label="State">
        <Option value="jalisco">Jalisco</Option>
        <Wrapped />
      </Select>,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Jalisco']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"hidden" is not a child of its Select'));
  });
});
