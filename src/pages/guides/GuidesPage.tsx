import { Link } from 'react-router-dom';
import { HighlightedCode } from '../../shared/HighlightedCode';
import './GuidesPage.scss';
import { COMPONENTS_SECTION, MIGRATION } from '../../data/routes';

const THEMING = `/* Every token is a CSS custom property: override it globally… */
[theme='light'] {
  --aq-color-primary: #0b7a75;
}

/* …or for one part of the page. */
.checkout {
  --aq-radius-medium: 0;
}`;

const CONTROLLED = `// Uncontrolled: the component keeps its own state from a default.
<Drawer defaultVisible={false} />

// Controlled: you own the state and hear every change.
const [visible, setVisible] = useState(false);
<Drawer visible={visible} onVisibleChange={setVisible} />`;

/** Guides that apply to every component: theming, state ownership and accessibility, and where to start a migration. */
export function GuidesPage() {
  return (
    <article className="guides">
      <h1>Guides</h1>
      <p>What holds for every component of Aquila UI, in one place.</p>

      <section aria-labelledby="theming">
        <h2 id="theming">Theming with CSS variables</h2>
        <p>
          Import <code>aquila-ui/theme</code> once. It defines the <code>--aq-…</code> tokens for the light and the dark theme; the
          theme in force is the <code>theme</code> attribute on <code>&lt;html&gt;</code> (<code>light</code> or <code>dark</code>).
          Components read colours, radii and durations only from these variables, so you can restyle them without touching a selector.
        </p>
        <HighlightedCode code={THEMING} language="css" />
        <p>
          Per-instance colours (<code>ngxColor</code> and friends) accept preset names, hex with 3 or 6 digits, <code>rgb()</code>,{' '}
          <code>rgba()</code>, <code>hsl()</code> and <code>hsla()</code>. Anything else throws an error naming the problem, such as{' '}
          <code>Wrong color name</code>, instead of rendering an invisible element.
        </p>
      </section>

      <section aria-labelledby="state">
        <h2 id="state">Controlled and uncontrolled props</h2>
        <p>
          Every two-way property (a drawer&apos;s <code>visible</code>, a tab group&apos;s selected index, a checkbox&apos;s{' '}
          <code>checked</code>) works both ways: pass the value and its change handler to own the state, or pass only a{' '}
          <code>default…</code> value and let the component keep it. Switching between the two during a component&apos;s life logs a
          warning in development.
        </p>
        <HighlightedCode code={CONTROLLED} language="typescript" />
      </section>

      <section aria-labelledby="a11y">
        <h2 id="a11y">Accessibility</h2>
        <ul>
          <li>Interactive components follow their WAI-ARIA Authoring Practices pattern; each page lists its keys.</li>
          <li>Focus is always visible, overlays trap focus while open and give it back when they close.</li>
          <li>
            State is exposed both to assistive technology (ARIA) and to your CSS (<code>data-state</code>, <code>data-disabled</code>).
          </li>
          <li>Every component forwards its ref and native attributes, so you can add labels and descriptions of your own.</li>
        </ul>
      </section>

      <section aria-labelledby="examples-guide">
        <h2 id="examples-guide">Reading the examples</h2>
        <p>
          Each example on a <Link to={COMPONENTS_SECTION}>component page</Link> is the real module that runs on the page. “Show code”
          reveals its three files — the HTML page it mounts into, the TSX component and its SCSS — and copies any of them.
        </p>
        <p>
          “Edit” opens the same three files in an editor that knows the library&apos;s types. Every change is compiled in your browser
          and shown in a sandboxed frame; errors are listed with their line and column. Your edit stays until you press Reset, even
          across reloads, and “Share” copies a link that opens your version for anyone. The code runs isolated from the site, and a
          runaway loop is stopped instead of freezing the page.
        </p>
      </section>

      <section aria-labelledby="migrating">
        <h2 id="migrating">Migrating from ngx-eagle</h2>
        <p>
          Aquila UI is a React port of the Angular library ngx-eagle: the same components, property names and defaults. Moving an app
          across? <Link to={MIGRATION.path}>The migration guide</Link> says what changes in React — components for directives,
          callbacks for outputs, hooks for services — and, in a table per component, what each one does differently.
        </p>
      </section>
    </article>
  );
}
