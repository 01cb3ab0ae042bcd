import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiTable, KeyboardTable, ManualApiTable } from './ApiTable';
import type { ApiRow, ApiType, ComponentApi } from './api-types';
import { withTypesLast } from './useApiDocs';

// useApiDocs's loaders are not used here; the real manifest would build every table of the library.
vi.mock('virtual:api-docs', () => ({ apiLoaders: {} }));

const row = (overrides: Partial<ApiRow>): ApiRow => ({
  property: 'example',
  description: 'An example.',
  type: 'string',
  default: '',
  required: false,
  ...overrides,
});

const renderApi = (...rows: ApiRow[]) => render(<ApiTable api={{ name: 'Example', description: '', rows }} />);

/** The pieces a code element may not break inside, in order. */
const unbreakable = (code: Element) => [...code.querySelectorAll('.docs-code__word')].map((word) => word.textContent);

describe('ApiTable', () => {
  it('sets backticked names in a description as code, without the backticks', () => {
    renderApi(row({ property: 'onClose', description: 'Call `event.preventDefault()` to keep it.', type: '() => void' }));
    const cell = screen.getByRole('cell', { name: 'Call event.preventDefault() to keep it.' });
    expect(cell.querySelector('code')).toHaveTextContent(/^event\.preventDefault\(\)$/);
    expect(cell).not.toHaveTextContent('`');
  });

  it('is a table of Property, Description, Type and Default, each cell naming its column for the stacked layout', () => {
    renderApi(row({ property: 'size', type: "'small' | 'medium' | 'large'", default: "'medium'" }));
    const table = screen.getByRole('table', { name: 'Example' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Property', 'Description', 'Type', 'Default']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Property', 'Description', 'Type', 'Default']);
  });

  it('keeps every member of a union and every word of a type whole, wrapping only between them', () => {
    renderApi(
      row({ property: 'size', type: "'small' | 'default' | 'large'" }),
      row({ property: 'names', type: 'readonly string[]', default: "'Crop area'" }),
      row({ property: 'onSelect', type: '((value: string) => void)' }),
    );
    const [size, names, onSelect] = screen.getAllByRole('row').slice(1);
    const typeOf = (entry: HTMLElement) => within(entry).getAllByRole('cell')[2].querySelector('code')!;
    expect(unbreakable(typeOf(size))).toEqual(["'small'", "| 'default'", "| 'large'"]);
    expect(unbreakable(typeOf(names))).toEqual(['readonly', 'string[]']);
    expect(unbreakable(typeOf(onSelect))).toEqual(['((value:', 'string)', '=> void)']);
    // A quoted string is one word.
    expect(unbreakable(within(names).getAllByRole('cell')[3].querySelector('code')!)).toEqual(["'Crop area'"]);
    // The text itself is unchanged: what is copied or read aloud is the type as written.
    expect(typeOf(size)).toHaveTextContent(/^'small' \| 'default' \| 'large'$/);
  });

  it('lets only a word too long for a phone break, after its brackets and commas', () => {
    const type = 'Omit<Omit<DetailedHTMLProps<LabelHTMLAttributes<HTMLLabelElement>, HTMLLabelElement>, "ref">, "children">';
    renderApi(row({ property: 'wrapperProps', type }));
    const code = within(screen.getAllByRole('row')[1]).getAllByRole('cell')[2].querySelector('code')!;
    // The extractor's double quotes are shown as the library writes strings.
    expect(code).toHaveTextContent(type.replaceAll('"', "'"));
    const long = code.querySelector('.docs-code__long')!;
    expect(long.textContent).toBe('Omit<Omit<DetailedHTMLProps<LabelHTMLAttributes<HTMLLabelElement>,');
    expect(long.querySelectorAll('wbr')).toHaveLength(4);
    expect(unbreakable(code)).toEqual(['HTMLLabelElement>,', "'ref'>,", "'children'>"]);
  });

  it('folds a long list default to its length, and opens it to the whole list', async () => {
    const user = userEvent.setup();
    const months =
      "['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']";
    renderApi(
      row({ property: 'months', type: 'readonly string[]', default: months }),
      row({ property: 'pair', default: "['a', 'b']" }),
    );
    const summary = screen.getByText('12 items');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(details.querySelector('code')).toHaveTextContent(months);
    // A short list is shown as it is.
    expect(within(screen.getAllByRole('row')[2]).getByText("['a',")).toBeInTheDocument();
  });

  it('marks a required prop beside its name, outside the code', () => {
    renderApi(row({ property: 'src', required: true }));
    const name = within(screen.getAllByRole('row')[1]).getAllByRole('cell')[0];
    expect(name).toHaveTextContent(/^src \(required\)$/);
    expect(name.querySelector('code')).toHaveTextContent(/^src$/);
  });

  it('gives every row the id a link to the prop names, and highlights the one targeted', () => {
    render(
      <ApiTable
        api={{ name: 'Button', description: '', rows: [row({ property: 'size' }), row({ property: 'disabled' })] }}
        targetId="api-Button-disabled"
      />,
    );
    const [, size, disabled] = screen.getAllByRole('row');
    expect(size).toHaveAttribute('id', 'api-Button-size');
    expect(disabled).toHaveAttribute('id', 'api-Button-disabled');
    expect(disabled).toHaveAttribute('data-targeted');
    expect(size).not.toHaveAttribute('data-targeted');
  });
});

describe('ApiTable types and defaults', () => {
  it('shows a type’s string literals in single quotes, as the library writes them', () => {
    renderApi(row({ property: 'placement', type: '"top" | "right" | "bottom" | "left"', default: "'top'" }));
    const [, , type, fallback] = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(type).toHaveTextContent(/^'top' \| 'right' \| 'bottom' \| 'left'$/);
    expect(fallback.querySelector('code')).toHaveTextContent(/^'top'$/);
  });

  it('shows no default as a dash that a screen reader reads as “no default”', () => {
    renderApi(row({ property: 'value', default: '' }));
    const fallback = within(screen.getAllByRole('row')[1]).getAllByRole('cell')[3];
    expect(fallback).toHaveAccessibleName('no default');
    expect(within(fallback).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(fallback.querySelector('code')).toBeNull();
  });
});

const SELECT_VALUE: ApiType = {
  name: 'SelectValue',
  parameters: '',
  description: 'The value of one option: a string or a number.',
  definition: 'string | number',
  typeRefs: [],
};
const OPTION_PAIR: ApiType = {
  name: 'SelectOptionPair',
  parameters: '',
  description: 'One chosen option of a multiple select.',
  definition: '',
  fields: [
    { name: 'label', optional: false, type: 'string', description: 'What the option shows.' },
    { name: 'value', optional: false, type: 'SelectValue', description: '' },
  ],
  typeRefs: ['SelectValue'],
};
const SELECT: ComponentApi = {
  name: 'Select',
  description: '',
  rows: [
    row({ property: 'value', type: 'SelectValue | SelectOptionPair[] | null', typeRefs: ['SelectValue', 'SelectOptionPair'] }),
    row({ property: 'placeholder', type: 'string' }),
  ],
  types: [OPTION_PAIR, SELECT_VALUE],
};
const OPTION: ComponentApi = {
  name: 'Option',
  description: '',
  rows: [row({ property: 'value', type: 'SelectValue', typeRefs: ['SelectValue'], required: true })],
  types: [SELECT_VALUE],
};

describe('Types table', () => {
  it('links a row’s named type to its entry of the Types table', async () => {
    const user = userEvent.setup();
    render(<ApiTable api={SELECT} />);
    const valueRow = document.getElementById('api-Select-value')!;
    const link = within(valueRow).getByRole('link', { name: 'SelectValue' });
    expect(link).toHaveAttribute('href', '#type-SelectValue');
    expect(within(valueRow).getByRole('link', { name: 'SelectOptionPair' })).toHaveAttribute('href', '#type-SelectOptionPair');
    // `null` and the brackets stay text.
    expect(within(valueRow).getAllByRole('link')).toHaveLength(2);

    const types = screen.getByRole('table', { name: 'Types' });
    const entry = within(types)
      .getAllByRole('row')
      .find((candidate) => candidate.id === 'type-SelectValue')!;
    expect(
      within(entry)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['SelectValue', 'string | number', 'The value of one option: a string or a number.']);
    await user.click(link);
    expect(window.location.hash).toBe('#type-SelectValue');
  });

  it('lists an object type’s fields with their JSDoc, linking the named types among them', () => {
    render(<ApiTable api={SELECT} />);
    const entry = document.getElementById('type-SelectOptionPair')!;
    const fields = within(entry).getAllByRole('listitem');
    expect(fields.map((field) => field.querySelector('code')?.textContent)).toEqual(['label: string', 'value: SelectValue']);
    expect(fields[0]).toHaveTextContent('What the option shows.');
    expect(within(fields[1]).getByRole('link', { name: 'SelectValue' })).toHaveAttribute('href', '#type-SelectValue');
  });

  it('has a header cell with a scope for each column, like the other tables', () => {
    render(<ApiTable api={SELECT} />);
    const headers = within(screen.getByRole('table', { name: 'Types' })).getAllByRole('columnheader');
    expect(headers.map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['Type', 'col'],
      ['Definition', 'col'],
      ['Description', 'col'],
    ]);
  });

  it('is one table at the end of a page of several components, each type in it once', () => {
    render(
      <>
        {withTypesLast([SELECT, OPTION]).map((api) => (
          <ApiTable key={api.name} api={api} />
        ))}
      </>,
    );
    const tables = screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent);
    expect(tables).toEqual(['Select', 'Option', 'Types']);
    expect(document.querySelectorAll('#type-SelectValue')).toHaveLength(1);
    expect(
      within(screen.getByRole('table', { name: 'Types' }))
        .getAllByRole('row')
        .slice(1)
        .map((entry) => entry.id),
    ).toEqual(['type-SelectOptionPair', 'type-SelectValue']);
    // Both tables' rows link to the one entry.
    const links = screen
      .getAllByRole('link', { name: 'SelectValue' })
      .filter((link) => link.closest('table')?.querySelector('caption')?.textContent !== 'Types');
    expect(links).toHaveLength(2);
  });
});

describe('KeyboardTable', () => {
  it('numbers its rows keyboard-0, keyboard-1 … and keeps each key name whole', () => {
    render(
      <KeyboardTable
        rows={[
          { keys: 'Enter / Space', action: 'Presses the button' },
          { keys: 'Shift + Page Up', action: 'Moves a year back' },
        ]}
        targetId="keyboard-1"
      />,
    );
    const table = screen.getByRole('table', { name: 'Keyboard interactions' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveAttribute('id', 'keyboard-0');
    expect(second).toHaveAttribute('id', 'keyboard-1');
    expect(second).toHaveAttribute('data-targeted');
    expect(within(second).getByRole('cell', { name: 'Shift + Page Up' })).toBeInTheDocument();
    expect(unbreakable(first.querySelector('code')!)).toEqual(['Enter', '/ Space']);
  });
});

describe('ManualApiTable', () => {
  it('sets every column but the description as code, and marks the description as prose', () => {
    render(
      <ManualApiTable
        table={{
          title: 'Card',
          columns: ['Element', 'Decorator', 'Characteristic', 'Description'],
          rows: [['<Card>', 'variant', "'elevated' | 'outlined', default 'elevated'", 'The surface.']],
        }}
      />,
    );
    const cells = within(screen.getByRole('table', { name: 'Card' })).getAllByRole('cell');
    expect(cells.slice(0, 3).map((cell) => cell.querySelector('code')?.textContent)).toEqual([
      '<Card>',
      'variant',
      "'elevated' | 'outlined', default 'elevated'",
    ]);
    expect(cells[3].querySelector('code')).toBeNull();
    expect(cells[3]).toHaveClass('docs-table__prose');
  });
});
