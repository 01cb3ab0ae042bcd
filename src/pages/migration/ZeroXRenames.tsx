import { renameSummaries } from '../../data/rename-summary';
import { inlineCode } from '../../docs/inline-code';

/** The section's id, which the introduction links to. */
export const ZERO_X_ID = 'from-0x';

const COLUMNS = { component: 'Component', renames: '0.x → 1.0' } as const;

/** For people moving an app from Aquila UI 0.x, whose names were ngx-eagle's: every rename, from the library's table. */
export function ZeroXRenames() {
  return (
    <section aria-labelledby={ZERO_X_ID}>
      <h2 id={ZERO_X_ID}>From Aquila UI 0.x</h2>
      <p className="migration__prose">
        Aquila UI 0.x kept most of ngx-eagle’s names; 1.0 names its props by the rules above. A 0.x name given to a 1.0 component does
        nothing but warn once in development, naming the prop to use instead. Links to examples shared before 1.0 open with their code
        upgraded to 1.0’s names.
      </p>
      <div className="migration__table-box">
        <table className="migration__table migration__renames">
          <caption>Props renamed in 1.0</caption>
          <thead>
            <tr>
              <th scope="col">{COLUMNS.component}</th>
              <th scope="col">{COLUMNS.renames}</th>
            </tr>
          </thead>
          <tbody>
            {renameSummaries().map(({ component, summary }) => (
              <tr key={component}>
                <th scope="row">{inlineCode(`\`${component}\``)}</th>
                <td data-label={COLUMNS.renames}>{inlineCode(summary)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
