import { Link, useLoaderData } from 'react-router-dom';
import { CopyPageButton } from '../../docs/CopyPageButton';
import type { ComponentApi } from '../../docs/api-types';
import { PageWithContents } from '../../docs/contents/PageWithContents';
import { guideSections } from '../../docs/contents/guideSections';
import { Code, TextWithCode, TypeCode } from '../../docs/code';
import { DocsTable } from '../../docs/DocsTable';
import { tableFrom } from '../../docs/table-width';
import { typeText } from '../../docs/type-text';
import { THEME, THEMING_GUIDE } from '../../data/routes';
import { EXAMPLE_LOCALES } from '../../shared/example-surround';
import { HighlightedCode } from '../../shared/HighlightedCode';
import { LABELS_CODE, LOCALE_CODE, NESTED_CODE, RTL_CODE, SOME_MESSAGES_CODE, THEME_CODE } from './guide-code';
import { tokenRows } from './token-rows';
// The docs tables' stylesheet (the API tables', which this table is drawn like).
import '../../docs/ApiTable.scss';
import './ThemingGuidePage.scss';

/** The guide's sections, in order: their headings, and the page's "On this page". */
const SECTIONS = {
  tokens: 'Theme tokens',
  locale: 'Language and message catalogues',
  labels: 'One text of one component',
  rtl: 'Right-to-left',
} as const;

const { contents: CONTENTS, GuideSection } = guideSections(SECTIONS);

/** Each catalogue's language in English, as `Intl` names it (the same on the server and in the browser). */
const languageName = new Intl.DisplayNames('en', { type: 'language' });

/** The tokens `theme` takes, each with the CSS variables it sets, its type and its JSDoc: all from the library's own code. */
function TokenTable({ apis }: { apis: readonly ComponentApi[] }) {
  const rows = tokenRows(apis);
  return (
    <DocsTable
      caption="The theme tokens and the CSS variables they set"
      columns={[{ label: 'Token' }, { label: 'CSS variables' }, { label: 'Type' }, { label: 'Description', prose: true }]}
      tableFrom={tableFrom([
        rows.map((row) => row.name),
        rows.flatMap((row) => row.variables),
        rows.map((row) => typeText(row.type)),
        'prose',
      ])}
      rows={rows.map((row) => ({
        cells: [
          <Code text={row.name} />,
          row.variables.length === 0 ? (
            <>
              none: the <Code text="theme" /> attribute
            </>
          ) : (
            <ul className="theming-guide__variables">
              {row.variables.map((variable) => (
                <li key={variable}>
                  <Code text={variable} />
                </li>
              ))}
            </ul>
          ),
          <TypeCode type={row.type} />,
          <TextWithCode text={row.description} />,
        ],
      }))}
    />
  );
}

/** `/guides/theming`: AquilaProvider's theme tokens, languages and catalogues, one component's texts, and right-to-left. */
export function ThemingGuidePage() {
  const apis = useLoaderData() as ComponentApi[];
  return (
    <PageWithContents entries={CONTENTS}>
      <article className="theming-guide">
        <h1>{THEMING_GUIDE.title}</h1>
        <p>
          <code>AquilaProvider</code>, from <code>aquila-ui/provider</code>, sets what every component inside it shares: the theme’s
          design tokens, the language, the components’ texts and the reading direction. Providers nest, and the nearest one wins,
          setting by setting, so one part of a page can change only its colour or only its language.
        </p>
        <CopyPageButton />

        <GuideSection id="tokens">
          <p>
            Give <code>theme</code> the tokens to change. Each becomes CSS custom properties on the provider’s own element, computed
            while rendering, so a page rendered on a server carries them from its first paint.
          </p>
          <HighlightedCode code={THEME_CODE} language="typescript" label="The provider with theme tokens" />
          <TokenTable apis={apis} />
          <p>
            A value that is no valid token (a colour that is no colour, a negative radius) sets nothing: the theme’s own value stays,
            and a warning in development names the token and the value.
          </p>
          <HighlightedCode code={NESTED_CODE} language="typescript" label="Nested providers" />
          <p>
            <Link to={THEME.path}>Build a theme on the theme page</Link>: pick the tokens, watch real components take them, and copy
            the provider’s code or its CSS variables.
          </p>
        </GuideSection>

        <GuideSection id="locale">
          <p>
            <code>locale</code> takes a BCP 47 tag (<code>fr</code>, <code>de-CH</code>, <code>ar</code>): the browser’s{' '}
            <code>Intl</code> names months and weekdays, writes numbers and picks the first day of the week in it.{' '}
            <code>messages</code> takes the components’ texts: the buttons’ names, the paginator’s words, the date picker’s errors.
            Give both to switch a whole app:
          </p>
          <HighlightedCode code={LOCALE_CODE} language="typescript" label="A locale and its catalogue" />
          <p id="shipped-catalogues">
            The package ships these catalogues, each its own entry so your bundle holds only those you import:
          </p>
          <ul aria-labelledby="shipped-catalogues">
            {EXAMPLE_LOCALES.map(({ tag }) => (
              <li key={tag}>
                {languageName.of(tag)}: <code>{tag}</code> from <code>{`aquila-ui/locales/${tag}`}</code>
              </li>
            ))}
          </ul>
          <p>
            English is built in: without a provider, or for a text a catalogue leaves out, the components speak English. A catalogue is
            typed, so TypeScript tells you when yours misses a text, and <code>messages</code> also takes only the texts to change:
          </p>
          <HighlightedCode code={SOME_MESSAGES_CODE} language="typescript" label="Some texts changed" />
        </GuideSection>

        <GuideSection id="labels">
          <p>
            The paginator, the carousel and the range date picker also take <code>labels</code>: texts for that one component, each
            overriding the provider’s. Give only the ones to change.
          </p>
          <HighlightedCode code={LABELS_CODE} language="typescript" label="One text of a paginator" />
        </GuideSection>

        <GuideSection id="rtl">
          <p>
            <code>dir=&quot;rtl&quot;</code> lays the components inside out from right to left: the provider sets <code>dir</code> on
            its element, and the components’ styles follow it. The arrow keys follow the reading direction too, as the WAI-ARIA
            Authoring Practices ask: in tabs, a rating, a carousel, the paginator and the date picker’s calendar, ArrowLeft moves to
            the next item and ArrowRight to the previous one.
          </p>
          <HighlightedCode code={RTL_CODE} language="typescript" label="Right-to-left in Arabic" />
          <p>
            <code>dir</code> and <code>locale</code> are separate: set both for Arabic or Hebrew. A provider sets <code>lang</code> and{' '}
            <code>dir</code> on its element only when given them, so a page’s own attributes stay where no provider speaks.
          </p>
        </GuideSection>
      </article>
    </PageWithContents>
  );
}
