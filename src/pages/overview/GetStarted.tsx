import { HighlightedCode } from '../../shared/HighlightedCode';
import './GetStarted.scss';

const INSTALL = 'npm install aquila-ui';
const USAGE = `import 'aquila-ui/theme';
import { Button } from 'aquila-ui/button';

export const Save = () => <Button onClick={save}>Save</Button>;`;

/** Installing and a first import, in two steps. */
export function GetStarted() {
  return (
    <section className="overview-section" aria-labelledby="get-started">
      <div className="overview-section__header">
        <h2 id="get-started">Get started</h2>
      </div>
      <ol className="get-started">
        <li>
          <p>Install the package:</p>
          <HighlightedCode code={INSTALL} language="shell" />
        </li>
        <li>
          <p>Import the theme once, then each component from its own entry point:</p>
          <HighlightedCode code={USAGE} language="typescript" />
        </li>
      </ol>
    </section>
  );
}
