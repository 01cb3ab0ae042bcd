import { Loading } from 'aquila-ui/loading';
import './loading-demo2.scss';

export default function LoadingDemo2() {
  return (
    <div className="loading-demo2">
      <figure>
        <Loading size="sm" aria-label="Loading, small" />
        <figcaption>sm · 36 px</figcaption>
      </figure>
      <figure>
        <Loading size="md" aria-label="Loading, medium" />
        <figcaption>md · 44 px</figcaption>
      </figure>
      <figure>
        <Loading size="lg" aria-label="Loading, large" />
        <figcaption>lg · 64 px</figcaption>
      </figure>
    </div>
  );
}
