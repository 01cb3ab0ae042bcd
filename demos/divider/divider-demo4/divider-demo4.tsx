import { Divider } from 'aquila-ui/divider';
import './divider-demo4.scss';

export default function DividerDemo4() {
  return (
    <div className="divider-demo4">
      <nav aria-label="Site">
        <a href="/overview">Overview</a>
        <Divider type="vertical" />
        <a href="/components/categories">Components</a>
        <Divider type="vertical" />
        <a href="/guides">Guides</a>
      </nav>
      <p>
        Last edited by Ana
        <Divider type="vertical" dashed />
        3 min ago
        <Divider type="vertical" dashed />
        12 comments
      </p>
    </div>
  );
}
