import type { ApiRow } from '../docs/api-types';
import type { PropValue } from './jsx-props';

/** How a prop is turned: the kind of field, from the prop's type in the API table. */
export type ControlSpec =
  | { kind: 'enum'; options: Array<string | number> }
  | { kind: 'boolean' }
  | { kind: 'string' }
  | { kind: 'color' }
  | { kind: 'number' }
  /** A size given as a number of pixels or a CSS length (`string | number`): `200` is written as a number. */
  | { kind: 'length' }
  /** A callback prop: not set by a control, but listed, and flashed with its payload when it fires. */
  | { kind: 'event' }
  /** A type no field can hold (a node, an object, a function): the code is where it is set. */
  | { kind: 'code' };

export interface PropControl {
  prop: string;
  description: string;
  spec: ControlSpec;
  /** The value a control shows while the code leaves the prop out; undefined when the table gives none. */
  defaultValue: PropValue | undefined;
  /** The table's default as written, for display. */
  defaultText: string;
}

const COLOR_NAME = /colou?r$/i;
const EVENT_NAME = /^on[A-Z]/;
const STRING_LITERAL = /^"([^"]*)"$/;
const NUMBER_LITERAL = /^-?\d+(?:\.\d+)?$/;
/** Members that add nothing a control could set: "no value", and TypeScript's "any other string" trick. */
const IGNORED_MEMBERS = new Set(['null', 'undefined', '(string & {})']);

/** `"a" | ((x: number) => void) | B` → its members, split only at the top level. */
function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < type.length; index++) {
    const char = type[index];
    if ('([{<'.includes(char)) depth++;
    else if (')]}>'.includes(char) && type[index - 1] !== '=') depth--;
    else if (char === '|' && depth === 0) {
      members.push(type.slice(start, index).trim());
      start = index + 1;
    }
  }
  members.push(type.slice(start).trim());
  return members.filter(Boolean);
}

/** Size words in ascending order: the type lists `"small" | "large" | "medium"`, a person expects small to large. */
const SIZE_SCALE = ['xs', 'sm', 'small', 'md', 'medium', 'default', 'lg', 'large', 'xl', 'full', 'fullscreen'];

/** Options as a person reads them: sizes from small to large, numbers ascending, anything else as the type has it. */
function readingOrder(options: Array<string | number>): Array<string | number> {
  if (options.every((option) => typeof option === 'number')) return [...options].sort((a, b) => Number(a) - Number(b));
  if (options.every((option) => SIZE_SCALE.includes(String(option))))
    return [...options].sort((a, b) => SIZE_SCALE.indexOf(String(a)) - SIZE_SCALE.indexOf(String(b)));
  return options;
}

const literalOf = (member: string): string | number | undefined =>
  STRING_LITERAL.exec(member)?.[1] ?? (NUMBER_LITERAL.test(member) ? Number(member) : undefined);

/** The field for a prop, read from its type as the API table prints it. */
export function specOf(row: ApiRow): ControlSpec {
  const type = row.type.trim();
  if (EVENT_NAME.test(row.property) && type.includes('=>')) return { kind: 'event' };
  const members = unionMembers(type).filter((member) => !IGNORED_MEMBERS.has(member));
  const options = members.map(literalOf).filter((value) => value !== undefined);
  const others = members.filter((member) => literalOf(member) === undefined);
  // A size given as a preset name or a number of pixels: the presets are the control, a number stays in code.
  if (options.length > 0 && others.every((member) => member === 'number')) return { kind: 'enum', options: readingOrder(options) };
  if (options.length > 0) return { kind: 'code' };
  const key = others.join(' | ');
  if (key === 'boolean') return { kind: 'boolean' };
  if (key === 'number') return { kind: 'number' };
  if (others[0] === 'string' && COLOR_NAME.test(row.property)) return { kind: 'color' };
  if (key === 'string | number') return { kind: 'length' };
  if (key === 'string') return { kind: 'string' };
  return { kind: 'code' };
}

/**
 * What a length field's text stands for: a number when it is one (so `200` is written `width={200}`,
 * which the component takes as pixels), the text itself otherwise (`30rem`, `50%`), nothing when empty.
 */
export function lengthValue(text: string): PropValue | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return NUMBER_LITERAL.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The table's default read as the control's value: `false`, `3`, `medium` (quotes dropped), `-` for none. */
function defaultOf(spec: ControlSpec, text: string): PropValue | undefined {
  const value = text.trim().replace(/^(["'`])(.*)\1$/, '$2');
  if (value === '-' || value === '—' || value === '' || value === 'undefined') return undefined;
  switch (spec.kind) {
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'number': {
      const number = Number(value);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'enum':
      return spec.options.find((option) => String(option) === value);
    case 'length':
      return lengthValue(value);
    case 'string':
    case 'color':
      return value;
    default:
      return undefined;
  }
}

/**
 * One control per prop of the component, in the API table's order. A controlled prop whose
 * uncontrolled twin exists (`checked` beside `defaultChecked`, `ngxChecked` too) is left to the code: a literal there
 * would freeze the component, while the twin sets where it starts.
 */
export function controlsFor(rows: readonly ApiRow[], omit: readonly string[] = []): PropControl[] {
  const names = new Set(rows.map((row) => row.property));
  // The twin drops the library's `ngx` prefix: `ngxChecked` beside `defaultChecked`.
  const hasTwin = (prop: string) => {
    const base = prop.replace(/^ngx(?=[A-Z])/, '');
    return names.has(`default${base[0].toUpperCase()}${base.slice(1)}`);
  };
  return rows
    .filter((row) => !omit.includes(row.property) && row.property !== 'ref' && row.property !== 'children')
    .map((row) => {
      const spec: ControlSpec = hasTwin(row.property) ? { kind: 'code' } : specOf(row);
      return {
        prop: row.property,
        description: row.description,
        spec,
        defaultValue: defaultOf(spec, row.default),
        defaultText: row.default,
      };
    });
}

/** Whether a value read from the code can be shown by the control (a string in a number field cannot). */
export function fitsControl(spec: ControlSpec, value: PropValue): boolean {
  switch (spec.kind) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number';
    case 'enum':
      return spec.options.includes(value as string | number);
    case 'length':
      return typeof value === 'string' || typeof value === 'number';
    case 'string':
    case 'color':
      return typeof value === 'string';
    default:
      return false;
  }
}

/**
 * The callbacks the log lists: those of the component's API table, and any other the code hands it
 * (a native `onClick` on the Button, which the table leaves to the HTML attributes), since the frame
 * reports every callback prop that fires.
 */
export function eventNames(controls: readonly PropControl[], written: Record<string, unknown>): string[] {
  const fromTable = controls.filter((control) => control.spec.kind === 'event').map((control) => control.prop);
  const fromCode = Object.keys(written).filter((name) => EVENT_NAME.test(name) && !fromTable.includes(name));
  return [...fromTable, ...fromCode];
}
