import { Loading } from 'aquila-ui/loading';
import './loading-demo2.scss';

export default function LoadingDemo2() {
  return (
    <div className="loading-demo2">
      <figure>
        <Loading size="small" aria-label="Loading, small" />
        <figcaption>small · 36 px</figcaption>
      </figure>
      <figure>
        <Loading size="medium" aria-label="Loading, medium" />
        <figcaption>medium · 44 px</figcaption>
      </figure>
      <figure>
        <Loading size="large" aria-label="Loading, large" />
        <figcaption>large · 64 px</figcaption>
      </figure>
    </div>
  );
}
