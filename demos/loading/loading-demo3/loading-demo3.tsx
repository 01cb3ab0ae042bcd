import { Loading } from 'aquila-ui/loading';
import './loading-demo3.scss';

export default function LoadingDemo3() {
  return (
    <div className="loading-demo3">
      <figure>
        <Loading variant="bars" aria-label="Loading, bars" />
        <figcaption>bars</figcaption>
      </figure>
      <figure>
        <Loading variant="dots" aria-label="Loading, dots" />
        <figcaption>dots</figcaption>
      </figure>
    </div>
  );
}
