import { Link } from 'react-router-dom';
import { COMPONENTS } from '../../data/components';
import { MIGRATION_NOTES } from '../../data/migration';
import { componentPath, GUIDES, MIGRATION } from '../../data/routes';
import { inlineCode } from '../../docs/inline-code';
import './MigrationPage.scss';

const componentTitle = (page: string) => COMPONENTS.find((entry) => entry.path === page)?.title ?? page;

/** The id of a component's table, which the list at the top and links from elsewhere name. */
const tableId = (page: string) => `migrating-${page}`;

const COLUMNS = { ngxEagle: 'In ngx-eagle', aquila: 'In Aquila UI' } as const;

/** How React does what Angular does with other means: the rules behind every component's table. */
const IN_REACT = [
  'A directive on your element becomes a component that renders or wraps the element (`<Button>`, `<Tooltip tooltipText="…">`), forwarding its `ref`, `className`, `style` and native attributes.',
  'An output becomes a callback prop named `on…`: `visibleChange` is `onVisibleChange`, `ngxCheckedChange` is `onCheckedChange`, `page` is `onPage`.',
  'A two-way binding becomes a controlled prop with its callback (`visible` with `onVisibleChange`), or its `default…` twin when the component should keep the state (`defaultVisible`).',
  '`ngModel` becomes `value`, `onChange` and `defaultValue`; the checkbox and the switch use `checked`, `onChange` and `defaultChecked`.',
  'A service becomes a hook that needs no provider: `useDialog()`, `useDrawer()`, `useLoading()`.',
  'A `TemplateRef` becomes a React node, or a function when the template receives data.',
  'Error messages are word for word the same, except that the dialog’s names a `ReactElement` where it named a `TemplateRef`.',
];

/**
 * The migration guide: what changes between ngx-eagle and Aquila UI as a whole, then a table per
 * component of what it does differently, each with a link to its page.
 */
export function MigrationPage() {
  return (
    <article className="migration">
      <h1>{MIGRATION.title}</h1>
      <p className="migration__lead">
        ngx-eagle is an Angular component library; Aquila UI is its port to React. The components are the same, with the same property
        names and defaults, so what you know of one carries over. What changes is how React does things:
      </p>
      <ul className="migration__rules">
        {IN_REACT.map((rule) => (
          <li key={rule}>{inlineCode(rule)}</li>
        ))}
      </ul>
      <p>
        The guides say more on <Link to={`${GUIDES.path}#state`}>controlled and uncontrolled props</Link>. Where a component also
        differs in what it does — because React does it another way, or to fix what the original got wrong — its table below says so.
      </p>

      <section aria-labelledby="migrating-components">
        <h2 id="migrating-components">Component by component</h2>
        <nav aria-label="Components in this guide">
          <ul className="migration__index">
            {MIGRATION_NOTES.map(({ page }) => (
              <li key={page}>
                <a href={`#${tableId(page)}`}>{componentTitle(page)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {MIGRATION_NOTES.map(({ page, differences }) => (
          <div key={page} className="migration__table-box">
            <table id={tableId(page)} className="migration__table">
              <caption>
                <Link to={componentPath(page)}>{componentTitle(page)}</Link>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{COLUMNS.ngxEagle}</th>
                  <th scope="col">{COLUMNS.aquila}</th>
                </tr>
              </thead>
              <tbody>
                {differences.map(({ ngxEagle, aquila }) => (
                  <tr key={aquila}>
                    <td data-label={COLUMNS.ngxEagle}>{inlineCode(ngxEagle)}</td>
                    <td data-label={COLUMNS.aquila}>{inlineCode(aquila)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </section>
    </article>
  );
}
