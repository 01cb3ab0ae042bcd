import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Button } from 'aquila-ui/button';
import { Avatar, AvatarGroup } from 'aquila-ui/avatar';
import { Tooltip } from 'aquila-ui/tooltip';
import { Divider } from 'aquila-ui/divider';
import { Input } from 'aquila-ui/input';
import { HighlightedCode } from '../../shared/HighlightedCode';
import { COMPONENTS_SECTION, componentSlugs, GUIDES } from '../../data/routes';
import { AVAILABLE_PAGES } from '../../demo-model/pages';
import './OverviewPage.scss';

/** The components a person can open: those with a page. */
const RELEASED = componentSlugs(AVAILABLE_PAGES).length;

const INSTALL = 'npm install aquila-ui';
const USAGE = `import { Button } from 'aquila-ui/button';
import 'aquila-ui/theme';

export function SaveButton() {
  return <Button buttonFillMode="outlined" onClick={save}>Save</Button>;
}`;

const FEATURES = [
  {
    title: 'Every example is live',
    text: 'Each component page renders its examples for real, and the source you read is the very file that runs — it cannot drift.',
  },
  {
    title: 'Edit any example, share it',
    text: 'Press Edit: the example recompiles in your browser against the real library as you type, in a sandboxed frame. Share sends a link to your version.',
  },
  {
    title: 'Accessible by behaviour',
    text: 'Components follow the WAI-ARIA patterns: keyboard support, focus management and screen-reader names, each checked by tests.',
  },
  {
    title: 'Light and dark, by variables',
    text: 'Every colour, radius and duration is a CSS custom property, so themes and per-instance colours are just values.',
  },
  {
    title: 'Docs that cannot lie',
    text: 'API tables are generated from the TypeScript prop types and their JSDoc at build time.',
  },
];

export function OverviewPage() {
  return (
    <div className="overview">
      <section className="overview__hero" aria-labelledby="overview-title">
        <h1 id="overview-title">Aquila UI</h1>
        <p className="overview__tagline">
          A React and TypeScript component library — {RELEASED} components, from a button to a date picker and an image cropper — with
          documentation where every example is live.
        </p>
        <div className="overview__cta">
          <Link to={COMPONENTS_SECTION} className="overview__primary">
            Browse components <ArrowRight aria-hidden size={16} />
          </Link>
          <Link to={GUIDES.path} className="overview__secondary">
            Guides
          </Link>
        </div>
      </section>

      <section aria-labelledby="try-it" className="overview__showcase">
        <h2 id="try-it">Try it here</h2>
        <div className="overview__sample">
          <div className="overview__row">
            <Button>Filled</Button>
            <Button buttonFillMode="outlined">Outlined</Button>
            <Tooltip tooltipText="Text buttons suit low-emphasis actions">
              <Button buttonFillMode="text">Text</Button>
            </Tooltip>
            <Button buttonFillMode="elevated" buttonRounded="full">
              Elevated
            </Button>
          </div>
          <Divider>Avatars</Divider>
          <AvatarGroup aria-label="Some pioneers of computing" className="overview__avatars">
            <Avatar ngxText="Ada Lovelace" />
            <Avatar ngxText="Grace Hopper" />
            <Avatar ngxText="Alan Turing" />
            <Avatar ngxText="Katherine Johnson" />
          </AvatarGroup>
          <Divider>Inputs</Divider>
          <Input label="Your name" placeholder="Ada Lovelace" />
        </div>
      </section>

      <section aria-labelledby="get-started" className="overview__start">
        <h2 id="get-started">Get started</h2>
        <p>Install the package, import the theme once, then import each component from its own entry point:</p>
        <HighlightedCode code={INSTALL} language="xml" />
        <HighlightedCode code={USAGE} language="typescript" />
      </section>

      <section aria-labelledby="why" className="overview__features">
        <h2 id="why">Why Aquila UI</h2>
        <ul>
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
