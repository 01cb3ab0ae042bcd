import { SquareArrowOutUpRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Tab, Tabs } from 'aquila-ui/tabs';
import { CopyPageButton } from '../../docs/CopyPageButton';
import { COMPONENTS_SECTION, GETTING_STARTED, GUIDES } from '../../data/routes';
import { HighlightedCode } from '../../shared/HighlightedCode';
import { blankWorkspace, ENTRY_FILE } from '../../workspace/files';
import { CopyableCommand } from './CopyableCommand';
import { choosePackageManager, installCommand, PACKAGE_MANAGERS, usePackageManager, type PackageManager } from './packageManager';
import './GettingStartedPage.scss';

const THEME_IMPORT = `// Once, where your app starts: the design tokens, light and dark.
import 'aquila-ui/theme';`;

/** The playground's own first app: what this page shows is what "Open in playground" opens. */
const FIRST_WORKSPACE = blankWorkspace();

const TYPES = `import { Button, type ButtonProps } from 'aquila-ui/button';

// Each prop's description and default come with the types, as the API tables show them.
export function SaveButton(props: ButtonProps) {
  return <Button variant="filled" {...props}>Save</Button>;
}`;

const DARK = `<!-- The dark theme for the whole page, or put it on any container. -->
<html theme="dark">`;

function OpenFirstAppInPlayground() {
  const navigate = useNavigate();
  const open = async () => {
    const { workspacePath } = await import('../../workspace/links');
    navigate(workspacePath(FIRST_WORKSPACE));
  };
  return (
    <button type="button" className="text-button" onClick={() => void open()}>
      <SquareArrowOutUpRight aria-hidden size={14} /> Open in playground
    </button>
  );
}

/** `/guides/getting-started`: from nothing to a first component, in a few steps. */
export function GettingStartedPage() {
  const manager = usePackageManager();
  return (
    <article className="getting-started">
      <h1>{GETTING_STARTED.title}</h1>
      <p>Add Aquila UI to a React 19 app, load its theme and render a first component.</p>
      <CopyPageButton />

      <section aria-labelledby="install">
        <h2 id="install">Install</h2>
        <Tabs value={manager} onValueChange={(next) => choosePackageManager(next as PackageManager)} tabListLabel="Package manager">
          {PACKAGE_MANAGERS.map((name) => (
            <Tab key={name} value={name} label={name}>
              <CopyableCommand command={installCommand(name, 'aquila-ui')} />
            </Tab>
          ))}
        </Tabs>
        <p>React 19 and React DOM are peer dependencies: your app brings them. No Sass is needed: each entry brings its own CSS.</p>
      </section>

      <section aria-labelledby="theme">
        <h2 id="theme">Load the theme</h2>
        <HighlightedCode code={THEME_IMPORT} language="typescript" />
        <p>
          Components take every colour, radius and duration from its CSS custom properties, so they fit both themes and your own
          tokens.
        </p>
      </section>

      <section aria-labelledby="first-component">
        <h2 id="first-component">Your first component</h2>
        <p>
          Import each component from its own entry, <code>aquila-ui/&lt;name&gt;</code>: your bundle holds only the components you use.
        </p>
        <HighlightedCode code={FIRST_WORKSPACE[ENTRY_FILE]} language="typescript" label={ENTRY_FILE} />
        <OpenFirstAppInPlayground />
      </section>

      <section aria-labelledby="typescript">
        <h2 id="typescript">TypeScript</h2>
        <p>
          Types ship with the package. Every component&apos;s props are exported as <code>&lt;Name&gt;Props</code>, and your editor
          shows each prop&apos;s description and default as you type.
        </p>
        <HighlightedCode code={TYPES} language="typescript" />
      </section>

      <section aria-labelledby="server-rendering">
        <h2 id="server-rendering">Server rendering</h2>
        <p>
          Components are marked <code>&apos;use client&apos;</code>, so a React Server Component can import them, and they render on a
          server without touching <code>window</code> or <code>document</code>. Their markup never depends on the day or the timezone
          it is rendered in; <code>useToday()</code> from <code>aquila-ui/datepicker</code> gives today as <code>null</code> on the
          server and the visitor&apos;s day once the page runs.
        </p>
      </section>

      <section aria-labelledby="dark-theme">
        <h2 id="dark-theme">The dark theme</h2>
        <HighlightedCode code={DARK} language="html" />
      </section>

      <section aria-labelledby="next">
        <h2 id="next">Next</h2>
        <ul>
          <li>
            <Link to={COMPONENTS_SECTION}>The components</Link>, each with live examples you can edit and share.
          </li>
          <li>
            <Link to={`${GUIDES.path}#conventions`}>The API conventions</Link>: how every prop is named.
          </li>
        </ul>
      </section>
    </article>
  );
}
