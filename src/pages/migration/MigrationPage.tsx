import { Link } from 'react-router-dom';
import { MIGRATION_NOTES } from '../../data/migration';
import { GUIDES, MIGRATION } from '../../data/routes';
import { inlineCode } from '../../docs/inline-code';
import { ComponentTable } from './ComponentTable';
import { componentTitle, tableId } from './table-names';
import { ZERO_X_ID, ZeroXRenames } from './ZeroXRenames';
import './MigrationPage.scss';

/** 1.0's naming rules, as the API conventions guide states them, with ngx-eagle's names for examples. */
const NAMING_RULES = [
  'No framework or component prefix, American spelling, and the words React libraries use: `ngxColor` is `color`, `buttonSize` is `size`, `buttonFillMode` is `variant`, `ngxTooltip` is `content`, `tooltipPosition` is `placement`.',
  "One size scale: `'small'`, `'medium'` and `'large'` everywhere (`'default'` and `'md'` are `'medium'`), or a number of pixels where pixels make sense.",
  'One rule for state: `x` with `onXChange` when you keep the state, `defaultX` when the component keeps it — `open`, `defaultOpen` and `onOpenChange` where ngx-eagle has the two-way `visible`; fields like native ones keep `value`, `defaultValue` and `onChange`.',
  'One handler per change, called only because a person acted, never when you pass a new value: the checkbox has `onCheckedChange` alone, where ngx-eagle’s has `ngModel` and `onChecked`.',
];

/** How React does what Angular does with other means: the rules behind every component's table. */
const IN_REACT = [
  'A directive on your element becomes a component that renders or wraps the element (`<Button>`, `<Tooltip content="…">`), forwarding its `ref`, `className`, `style` and native attributes.',
  'An output becomes a callback prop named `on…`: `page` is `onPage`, `ngxCheckedChange` is `onCheckedChange`.',
  '`ngModel` becomes `value`, `defaultValue` and `onChange`; the checkbox, the switch and a checkable tag use `checked`, `defaultChecked` and `onCheckedChange`.',
  'A service becomes a hook that needs no provider: `useDialog()`, `useDrawer()`, `useLoading()`.',
  'A `TemplateRef` becomes a React node, or a function when the template receives data.',
  'Error messages are word for word the same, naming a prop by its Aquila UI name, except that the dialog’s names a `ReactElement` where it named a `TemplateRef`.',
];

/**
 * The migration guide: how Aquila UI names and shapes what ngx-eagle does, then a table per component of
 * its inputs and outputs and of what it does differently, each with a link to its page, and last the
 * renames for apps written against Aquila UI 0.x.
 */
export function MigrationPage() {
  return (
    <article className="migration">
      <h1>{MIGRATION.title}</h1>
      <p className="migration__prose">
        ngx-eagle is an Angular component library; Aquila UI is its port to React. The components do what ngx-eagle’s do, with the same
        defaults, limits and error texts, so what you know of one carries over. Their props are named as React developers expect, by
        the rules of the <Link to={`${GUIDES.path}#conventions`}>API conventions</Link>:
      </p>
      <ul className="migration__rules" aria-label="Naming rules">
        {NAMING_RULES.map((rule) => (
          <li key={rule}>{inlineCode(rule)}</li>
        ))}
      </ul>
      <p className="migration__prose">And what Angular does with its own means, React does with others:</p>
      <ul className="migration__rules" aria-label="Angular in React">
        {IN_REACT.map((rule) => (
          <li key={rule}>{inlineCode(rule)}</li>
        ))}
      </ul>
      <p className="migration__prose">
        The guides say more on <Link to={`${GUIDES.path}#state`}>controlled and uncontrolled props</Link>. Each component’s table below
        gives every ngx-eagle input and output with the prop in its place, and what the component does differently — because React does
        it another way, or to fix what the original got wrong. Coming from Aquila UI 0.x?{' '}
        <a href={`#${ZERO_X_ID}`}>From Aquila UI 0.x</a> lists every rename.
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
        {MIGRATION_NOTES.map((notes) => (
          <ComponentTable key={notes.page} {...notes} />
        ))}
      </section>

      <ZeroXRenames />
    </article>
  );
}
