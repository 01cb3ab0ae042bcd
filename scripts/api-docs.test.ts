// @vitest-environment node
import { extractApiDocsReport } from './api-docs';
import type { ApiRow, ComponentApi } from '../src/docs/api-types';

// One TypeScript program over the whole library: slow to build, so built once for all tests.
const report = extractApiDocsReport();
const docs = report.docs;

const rowOf = (component: string, property: string): ApiRow => {
  const row = docs[component]?.rows.find((candidate) => candidate.property === property);
  if (!row) throw new Error(`No row ${component}.${property}`);
  return row;
};
const typeOf = (api: ComponentApi, name: string) => api.types?.find((type) => type.name === name);

describe('generated API docs', () => {
  it('finds the components of the library', () => {
    expect(Object.keys(docs)).toEqual(expect.arrayContaining(['Button', 'Divider']));
  });

  it('gives every public prop a description', () => {
    const undocumented = Object.values(docs).flatMap((api) =>
      api.rows.filter((row) => row.description === '').map((row) => `${api.name}.${row.property}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('leaves out the native attributes inherited from React', () => {
    expect(docs.Button.rows.map((row) => row.property)).not.toContain('onClick');
  });
});

describe('unions', () => {
  it('lists a literal union in the order its source writes it, not the compiler’s', () => {
    // The compiler has "top" | "bottom" | "left" | "right"; the prop is written top, right, bottom, left.
    expect(rowOf('Tooltip', 'placement').type).toBe('"top" | "right" | "bottom" | "left"');
    expect(rowOf('Button', 'variant').type).toBe('"filled" | "outlined" | "text" | "elevated"');
    expect(rowOf('Drawer', 'placement').type).toBe('"top" | "right" | "bottom" | "left"');
  });

  it('lists sizes from small to large, whatever order the source has them in', () => {
    expect(rowOf('Button', 'size').type).toBe('"small" | "medium" | "large"');
    expect(rowOf('Progress', 'size').type).toBe('"small" | "medium" | "large"');
    expect(rowOf('Avatar', 'size').type).toBe('"small" | "medium" | "large" | number');
  });

  it('spells out an alias of a few literals in its declared order, null last', () => {
    // SortDirection, an alias: its values say what its name does not.
    expect(rowOf('TableSortHeader', 'direction').type).toBe('"ascend" | "descend" | null');
    expect(rowOf('TableSortHeader', 'onDirectionChange').type).toBe('(direction: "ascend" | "descend" | null) => void');
    expect(rowOf('Dialog', 'dragConstraint').type).toBe('"none" | "constrain" | "bounce"');
    expect(rowOf('Select', 'value').type).toBe('SelectValue | SelectMultipleValue | null');
  });

  it('never lists undefined in the type of an optional prop, and puts null last', () => {
    const rows = Object.values(docs).flatMap((api) => api.rows.map((row) => ({ ...row, at: `${api.name}.${row.property}` })));
    const members = (type: string) => type.split(' | ');
    expect(rows.filter((row) => !row.required && members(row.type).includes('undefined')).map((row) => row.at)).toEqual([]);
    expect(rows.filter((row) => members(row.type).slice(0, -1).includes('null')).map((row) => row.at)).toEqual([]);
    // ImageCropper's backgroundColor is `string | undefined` in its settings type, optional as a prop.
    expect(rowOf('ImageCropper', 'backgroundColor').type).toBe('string');
  });

  it('gives a generic prop the types it takes with the parameter left open', () => {
    expect(rowOf('Select', 'multiple').type).toBe('boolean');
    expect(rowOf('Select', 'onChange').type).toBe('(value: SelectValue | SelectOptionPair[]) => void');
  });
});

describe('defaults', () => {
  // None, a quoted string, a number, a keyword, an object, array or function, or a dotted expression.
  const NORMAL = /^$|^'.*'$|^-?\d+(\.\d+)?$|^(true|false|null)$|^[[{(]|^[a-z]\w*(\.\w+)+$/s;

  it('writes every default one way: a string in single quotes, a value as it is, none as nothing', () => {
    const odd = Object.values(docs).flatMap((api) =>
      api.rows
        .filter((row) => !NORMAL.test(row.default) || row.default.includes('"'))
        .map((row) => `${api.name}.${row.property}: ${row.default}`),
    );
    expect(odd).toEqual([]);
    expect(rowOf('Button', 'size').default).toBe("'medium'");
    // A named size of a prop that also takes a number of pixels.
    expect(rowOf('AvatarGroup', 'size').default).toBe("'medium'");
    expect(rowOf('RangeDatepicker', 'format').default).toBe("'dd/MM/yyyy'");
    expect(rowOf('Dialog', 'closeButton').default).toBe('true');
    expect(rowOf('Table', 'scroll').default).toBe('null');
    expect(rowOf('Dialog', 'enableClose').default).toBe('{ backdrop: true, escape: true }');
    expect(rowOf('RangeDatepicker', 'days').default).toBe("['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']");
    // An expression of a prop that takes no string stays code.
    expect(rowOf('Dialog', 'container').default).toBe('document.body');
    expect(rowOf('Dialog', 'open').default).toBe('');
    expect(rowOf('Select', 'value').default).toBe('');
  });

  it('agrees with the code: every @default says what the destructuring default of the component is', () => {
    expect(report.defaultMismatches).toEqual([]);
    // The destructuring default is read through constants: autoPlayInterval = CAROUSEL_AUTOPLAY_INTERVAL.
    expect(rowOf('Carousel', 'autoPlayInterval').default).toBe('3000');
  });

  it('gives no default to a controlled prop beside its uncontrolled twin', () => {
    expect(report.controlledDefaults).toEqual([]);
    expect(rowOf('Drawer', 'open').default).toBe('');
  });
});

describe('named types', () => {
  it('names the library’s own types in a row and lists them for the Types table, with their definition and JSDoc', () => {
    expect(rowOf('Select', 'value').typeRefs).toEqual(['SelectValue', 'SelectMultipleValue']);
    const value = typeOf(docs.Select, 'SelectValue');
    expect(value).toMatchObject({ definition: 'string | number', parameters: '' });
    expect(value?.description).toMatch(/a string or a number/);
  });

  it('lists the types a listed type uses in turn, so every name in the Types table links somewhere', () => {
    expect(typeOf(docs.Select, 'SelectMultipleValue')?.definition).toBe('SelectOptionPair | SelectOptionPair[]');
    expect(typeOf(docs.Select, 'SelectOptionPair')?.fields?.map((field) => field.name)).toEqual(['label', 'value']);
    const dangling = Object.values(docs).flatMap((api) => {
      const listed = new Set(api.types?.map((type) => type.name));
      const used = [...api.rows.flatMap((row) => row.typeRefs ?? []), ...(api.types ?? []).flatMap((type) => type.typeRefs)];
      return used.filter((name) => !listed.has(name)).map((name) => `${api.name}: ${name}`);
    });
    expect(dangling).toEqual([]);
  });

  it('gives an object type its fields, each with its optionality, type and JSDoc', () => {
    expect(rowOf('Table', 'scroll')).toMatchObject({ type: 'TableScroll | null', typeRefs: ['TableScroll'] });
    const scroll = typeOf(docs.Table, 'TableScroll');
    expect(scroll?.fields).toEqual([
      expect.objectContaining({ name: 'x', optional: true, type: 'string | number | null' }),
      expect.objectContaining({ name: 'y', optional: true, type: 'string | number | null' }),
    ]);
    expect(scroll?.description).toMatch(/scrolling box/);
  });

  it('links a named type inside a generic, and what it is made of', () => {
    expect(rowOf('Dialog', 'sizes').typeRefs).toEqual(['DialogSizes']);
    expect(typeOf(docs.Dialog, 'DialogSizes')?.typeRefs).toContain('DialogSizeStyle');
    expect(typeOf(docs.Dialog, 'DialogSizeStyle')?.fields?.length).toBeGreaterThan(0);
    expect(rowOf('Dialog', 'controlsRef')).toMatchObject({ type: 'Ref<DialogControls>', typeRefs: ['DialogControls'] });
  });

  it('leaves React’s and the DOM’s types as plain names, by their own names', () => {
    expect(rowOf('Tooltip', 'children')).toMatchObject({ type: 'ReactElement' });
    expect(rowOf('Tooltip', 'children').typeRefs).toBeUndefined();
    expect(docs.Tooltip.types).toBeUndefined();
    expect(docs.Button.types).toBeUndefined();
    // Imported as ReactMouseEvent, printed as React names it.
    expect(rowOf('DropdownItem', 'onSelect').type).toBe('(event: MouseEvent<HTMLDivElement>) => void');
  });

  it('never gives one name to two different types (a link would land on the wrong one)', () => {
    expect(report.typeNameClashes).toEqual([]);
  });
});
