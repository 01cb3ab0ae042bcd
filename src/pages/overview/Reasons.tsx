import { Accessibility, FileCheck2, Palette, Play, Share2, SquareTerminal, type LucideIcon } from 'lucide-react';
import './Reasons.scss';

interface Reason {
  title: string;
  text: string;
  Icon: LucideIcon;
}

const REASONS: Reason[] = [
  {
    title: 'Every example is live',
    text: 'Each component page renders its examples for real, and the source you read is the very file that runs: it cannot drift.',
    Icon: Play,
  },
  {
    title: 'Edit any example, share it',
    text: 'Press Edit: the example recompiles in your browser against the real library as you type. Share sends a link to your version.',
    Icon: Share2,
  },
  {
    title: 'A playground of your own',
    text: 'Write React with Aquila UI across several files on the playground page, and watch it run, with its console, as you type.',
    Icon: SquareTerminal,
  },
  {
    title: 'Accessible by behaviour',
    text: 'Components follow the WAI-ARIA patterns: keyboard support, focus management and screen-reader names, each checked by tests.',
    Icon: Accessibility,
  },
  {
    title: 'Light and dark, by variables',
    text: 'Every colour, radius and duration is a CSS custom property, so themes and per-instance colours are just values.',
    Icon: Palette,
  },
  {
    title: 'Docs that cannot lie',
    text: 'API tables are generated from the TypeScript prop types and their JSDoc at build time.',
    Icon: FileCheck2,
  },
];

/** Why pick the library: six reasons, so the grid's rows are full at three, two and one columns. */
export function Reasons() {
  return (
    <section className="overview-section" aria-labelledby="why">
      <div className="overview-section__header">
        <h2 id="why">Why Aquila UI</h2>
      </div>
      <ul className="reasons">
        {REASONS.map(({ title, text, Icon }) => (
          <li key={title} className="reason">
            <span className="reason__icon">
              <Icon aria-hidden size={18} />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
