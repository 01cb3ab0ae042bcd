import { Divider } from 'aquila-ui/divider';
import './divider-demo4.scss';

export default function DividerDemo4() {
  return (
    <div className="divider-demo4">
      <nav aria-label="Site">
        <a href="/overview">Overview</a>
        <Divider orientation="vertical" />
        <a href="/components/categories">Components</a>
        <Divider orientation="vertical" />
        <a href="/guides">Guides</a>
      </nav>
      <p>
        Last edited by Ana
        <Divider orientation="vertical" dashed />
        3 min ago
        <Divider orientation="vertical" dashed />
        12 comments
      </p>
    </div>
  );
}
