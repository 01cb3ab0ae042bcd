import { NGX_EAGLE_API, type NgxEagleMember } from './ngx-eagle-api';
import { oneOhProp } from './one-oh-names';
import { valuesText } from './rename-summary';

/**
 * The migration guide's rows of names: each ngx-eagle input and output with the Aquila UI 1.0 prop in its
 * place, as cell texts whose code names are between backticks.
 */
export interface NameRow {
  /** The ngx-eagle member: `ngxSize`, or `(visibleChange)` for an output, as a template binds it. */
  ngxEagle: string;
  /** The 1.0 prop with its renamed values, or "None: " and why. */
  oneOh: string;
  /** The 0.x prop where it differed from both the ngx-eagle name and the 1.0 name; '' elsewhere. */
  zeroX: string;
}

/** The rows of one Aquila UI component, the one that took the place of an ngx-eagle component or directive. */
export interface NameGroup {
  component: string;
  rows: NameRow[];
}

const code = (text: string) => `\`${text}\``;

function nameRow(component: string, member: NgxEagleMember): NameRow {
  const ngxEagle = code(member.kind === 'output' ? `(${member.name})` : member.name);
  if (!('zeroX' in member)) return { ngxEagle, oneOh: `None: ${member.none}`, zeroX: '' };
  const { name, values, instead } = oneOhProp(component, member.zeroX);
  const oneOh = name === undefined ? `None: ${instead}` : values ? `${code(name)} (${valuesText(values)})` : code(name);
  const differs = member.zeroX !== member.name && member.zeroX !== name;
  return { ngxEagle, oneOh, zeroX: differs ? code(member.zeroX) : '' };
}

/** A page's groups of names, one per component, in the order of ngx-eagle's source; none for a page without. */
export function nameGroups(page: string): NameGroup[] {
  const entry = NGX_EAGLE_API.find((candidate) => candidate.page === page);
  return (entry?.counterparts ?? []).map(({ component, members }) => ({
    component,
    rows: members.map((member) => nameRow(component, member)),
  }));
}
