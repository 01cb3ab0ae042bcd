import { Link } from 'react-router-dom';
import type { MigrationNotes } from '../../data/migration';
import { nameGroups } from '../../data/migration-names';
import { componentPath } from '../../data/routes';
import { inlineCode } from '../../docs/inline-code';
import { COLUMNS, componentTitle, NAME_LABELS, tableId } from './table-names';

/**
 * One component page's table: each ngx-eagle input and output with the 1.0 prop in its place (a row group
 * per component of the page), then what the component does differently (a row group of its own). The 0.x
 * column is there only where some 0.x name differed from both, for readers of docs written before 1.0.
 */
export function ComponentTable({ page, differences }: MigrationNotes) {
  const groups = nameGroups(page);
  const withZeroX = groups.some(({ rows }) => rows.some((row) => row.zeroX));
  const columns = withZeroX ? 3 : 2;
  const id = tableId(page);
  return (
    <div className="migration__table-box">
      <table id={id} className="migration__table" data-columns={columns}>
        <caption>
          <Link to={componentPath(page)}>{componentTitle(page)}</Link>
        </caption>
        <thead>
          <tr>
            <th scope="col">{COLUMNS.ngxEagle}</th>
            <th scope="col" id={`${id}-aquila`}>
              {COLUMNS.oneOh}
            </th>
            {withZeroX && <th scope="col">{COLUMNS.zeroX}</th>}
          </tr>
        </thead>
        {groups.map(({ component, rows }) => (
          <tbody key={component}>
            <tr className="migration__group">
              <th scope="rowgroup" colSpan={columns}>
                {inlineCode(`\`${component}\` props`)}
              </th>
            </tr>
            {rows.map((row) => (
              <tr key={row.ngxEagle} className="migration__name">
                {/* One element per cell: on a narrow screen the cell is a grid of its column's name and this. */}
                <td data-label={NAME_LABELS.ngxEagle}>
                  <span>{inlineCode(row.ngxEagle)}</span>
                </td>
                <td data-label={NAME_LABELS.oneOh}>
                  <span>{inlineCode(row.oneOh)}</span>
                </td>
                {withZeroX && <td data-label={NAME_LABELS.zeroX}>{row.zeroX && <span>{inlineCode(row.zeroX)}</span>}</td>}
              </tr>
            ))}
          </tbody>
        ))}
        <tbody>
          <tr className="migration__group">
            <th scope="rowgroup" colSpan={columns} id={`${id}-behaviour`}>
              Behaviour
            </th>
          </tr>
          {differences.map(({ ngxEagle, aquila }) => (
            <tr key={aquila}>
              <td data-label={COLUMNS.ngxEagle}>{inlineCode(ngxEagle)}</td>
              {/* Spanning the 0.x column too: named by its own header and the group's, not by "0.x". */}
              <td data-label={COLUMNS.oneOh} colSpan={columns - 1} headers={`${id}-aquila ${id}-behaviour`}>
                {inlineCode(aquila)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
