import { Link } from 'react-router-dom';
import { CopyPageButton } from '../../docs/CopyPageButton';
import { PageWithContents } from '../../docs/contents/PageWithContents';
import { guideSections } from '../../docs/contents/guideSections';
import { inlineCode } from '../../docs/inline-code';
import { HighlightedCode } from '../../shared/HighlightedCode';
import './GuidesPage.scss';
import { COMPONENTS_SECTION, GETTING_STARTED, MIGRATION, THEME, THEMING_GUIDE } from '../../data/routes';

const THEMING = `/* Every token is a CSS custom property: override it globally… */
[theme='light'] {
  --aq-color-primary: #0b7a75;
}

/* …or for one part of the page. */
.checkout {
  --aq-radius-medium: 0;
}`;

/** What a colour prop takes, each with an example a unit test hands to the library's colour reader. */
const COLOUR_FORMS = [
  { form: 'a CSS colour name', example: 'teal' },
  { form: 'hex, with or without alpha', example: '#0b7a75cc' },
  { form: 'rgb()', example: 'rgb(11 122 117 / 80%)' },
  { form: 'hsl()', example: 'hsl(177 83% 26%)' },
  { form: 'oklch()', example: 'oklch(52% 0.09 187)' },
  { form: 'one of your tokens', example: 'var(--brand-accent)' },
];
const NOT_A_COLOUR = 'teel';

const CONTROLLED = `// Uncontrolled: the component keeps its own state from a default.
<Drawer defaultOpen={false} />

// Controlled: you own the state and hear every change.
const [open, setOpen] = useState(false);
<Drawer open={open} onOpenChange={setOpen} />`;

const CONVENTIONS = `<Button variant="outlined" size="small" radius="full" color="teal">Save</Button>
<Tooltip content="Copies the link" placement="bottom">…</Tooltip>
<Checkbox checked={agreed} onCheckedChange={setAgreed}>I agree</Checkbox>
<Tabs value={tab} onValueChange={setTab}>
  <Tab value="details" label="Details">…</Tab>
</Tabs>`;

/** The rules every prop name follows, each with examples: the API tables of every page keep to them. */
const NAMING_RULES: ReadonlyArray<{ rule: string; examples: string }> = [
  {
    rule: 'No framework or component prefix, American spelling, and the words React libraries use.',
    examples: '`color`, `size`, `variant`, `radius`, `placement`, `content`, `max`, `span`, `autoPlay`',
  },
  {
    rule: 'One size scale.',
    examples: "`'small' | 'medium' | 'large'` everywhere, plus a number of pixels where a pixel size makes sense",
  },
  {
    rule: 'One rule for state: a state `x` has `defaultX` and one handler, `onXChange(next, details?)`.',
    examples:
      '`checked` / `defaultChecked` / `onCheckedChange`; `open` / `defaultOpen` / `onOpenChange`; `value` / `defaultValue` / `onValueChange` on Tabs',
  },
  {
    rule: 'Fields that stand for a native one keep its names.',
    examples: '`value` / `defaultValue` / `onChange` on Input, Select, Rate, RadioGroup and the date picker',
  },
  {
    rule: 'One handler per change, called only because a person acted — never from an effect, never while rendering.',
    examples: 'a controlled value that matches no option is kept and shown, not reset through `onChange`',
  },
  {
    rule: 'Every component forwards `ref`, `className`, `style` and native attributes to the element it renders, and shows its state as attributes.',
    examples: '`data-state="open"`, `data-disabled`, `data-size="small"`',
  },
];

/** The guides with pages of their own, listed under the introduction. */
const OWN_GUIDES = [GETTING_STARTED, THEMING_GUIDE, MIGRATION];

/** The guide's sections, in order: their headings, and the page's "On this page". */
const SECTIONS = {
  theming: 'Theming with CSS variables',
  conventions: 'API conventions',
  state: 'Controlled and uncontrolled props',
  a11y: 'Accessibility',
  'examples-guide': 'Reading the examples',
  migrating: 'Migrating from ngx-eagle',
} as const;

const { contents: CONTENTS, GuideSection } = guideSections(SECTIONS);

/** Guides that apply to every component: theming, state ownership and accessibility, and where to start a migration. */
export function GuidesPage() {
  return (
    <PageWithContents entries={CONTENTS}>
      <article className="guides">
        <h1>Guides</h1>
        <p>What holds for every component of Aquila UI, in one place.</p>
        <CopyPageButton />
        <p id="own-guides">And the guides with a page of their own:</p>
        <ul aria-labelledby="own-guides">
          {OWN_GUIDES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>: {page.description}
            </li>
          ))}
        </ul>

        <GuideSection id="theming">
          <p>
            Import <code>aquila-ui/theme</code> once. It defines the <code>--aq-…</code> tokens for the light and the dark theme; the
            theme in force is the <code>theme</code> attribute on <code>&lt;html&gt;</code> (<code>light</code> or <code>dark</code>).
            Components read colours, radii and durations only from these variables, so you can restyle them without touching a
            selector.
          </p>
          <HighlightedCode code={THEMING} language="scss" />
          <p>
            To set tokens for your app or a part of it from React, with a language and a reading direction, read{' '}
            <Link to={THEMING_GUIDE.path}>{THEMING_GUIDE.title}</Link>; to build a theme and see it on real components,{' '}
            <Link to={THEME.path}>open the theme page</Link>.
          </p>
          <p id="colour-forms">
            A component&apos;s own <code>color</code> takes any CSS colour:
          </p>
          <ul aria-labelledby="colour-forms">
            {COLOUR_FORMS.map(({ form, example }) => (
              <li key={form}>
                {form}: <code>{example}</code>
              </li>
            ))}
          </ul>
          <p>
            A value that is no colour, such as <code>{NOT_A_COLOUR}</code>, keeps the theme&apos;s colour and logs a warning in
            development that names the prop and the value, so a typo never draws an invisible element.
          </p>
        </GuideSection>

        <GuideSection id="conventions">
          <p>
            Since 1.0 every prop is named as React developers expect, by the same few rules, so what you learn on one page holds on the
            next:
          </p>
          <table className="guides__rules">
            <caption className="aq-visually-hidden">The naming rules of Aquila UI 1.0</caption>
            <thead>
              <tr>
                <th scope="col">Rule</th>
                <th scope="col">For example</th>
              </tr>
            </thead>
            <tbody>
              {NAMING_RULES.map(({ rule, examples }) => (
                <tr key={rule}>
                  <td>{inlineCode(rule)}</td>
                  <td>{inlineCode(examples)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <HighlightedCode code={CONVENTIONS} language="typescript" />
          <p>
            Code written for 0.x still tells you where to go: in development, a prop given under its 0.x name (<code>buttonSize</code>,{' '}
            <code>ngxColor</code>, <code>visible</code>) logs one warning naming its 1.0 name, such as{' '}
            <code className="code-sentence">Aquila UI: Button&apos;s &quot;buttonSize&quot; is &quot;size&quot; since 1.0</code>, and
            TypeScript refuses it. Links shared before 1.0 open with their code updated to 1.0&apos;s names.{' '}
            <Link to={MIGRATION.path}>The migration guide</Link> lists every rename.
          </p>
        </GuideSection>

        <GuideSection id="state">
          <p>
            Every two-way property (a drawer&apos;s <code>open</code>, a tab group&apos;s <code>value</code>, a checkbox&apos;s{' '}
            <code>checked</code>) works both ways: pass the value and its change handler to own the state, or pass only a{' '}
            <code>default…</code> value and let the component keep it. Switching between the two during a component&apos;s life logs a
            warning in development.
          </p>
          <HighlightedCode code={CONTROLLED} language="typescript" />
        </GuideSection>

        <GuideSection id="a11y">
          <ul>
            <li>Interactive components follow their WAI-ARIA Authoring Practices pattern; each page lists its keys.</li>
            <li>Focus is always visible, overlays trap focus while open and give it back when they close.</li>
            <li>
              State is exposed both to assistive technology (ARIA) and to your CSS (<code>data-state</code>, <code>data-disabled</code>
              ).
            </li>
            <li>Every component forwards its ref and native attributes, so you can add labels and descriptions of your own.</li>
          </ul>
        </GuideSection>

        <GuideSection id="examples-guide">
          <p>
            Each example on a <Link to={COMPONENTS_SECTION}>component page</Link> is the real module that runs on the page. “Show code”
            reveals its three files — the HTML page it mounts into, the TSX component and its SCSS — and copies any of them.
          </p>
          <p>
            “Edit” opens the same three files in an editor that knows the library&apos;s types. Every change is compiled in your
            browser and shown in a sandboxed frame; errors are listed with their line and column. Your edit stays until you press
            Reset, even across reloads, and “Share” copies a link that opens your version for anyone. The code runs isolated from the
            site, and a runaway loop is stopped instead of freezing the page.
          </p>
        </GuideSection>

        <GuideSection id="migrating">
          <p>
            Aquila UI is a React port of the Angular library ngx-eagle: the same components, behaviours and defaults, with props named
            as React names them. Moving an app across? <Link to={MIGRATION.path}>The migration guide</Link> says what changes in React
            — components for directives, callbacks for outputs, hooks for services — and, in a table per component, each ngx-eagle
            input and output with its name here and what each component does differently.
          </p>
        </GuideSection>
      </article>
    </PageWithContents>
  );
}
