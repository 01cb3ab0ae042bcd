import { Skeleton } from 'aquila-ui/skeleton';
import './skeleton-demo3.scss';

export default function SkeletonDemo3() {
  return (
    <section className="skeleton-demo3" aria-busy="true" aria-label="Loading a profile card">
      <Skeleton className="skeleton-demo3__cover" />
      <div className="skeleton-demo3__header">
        <Skeleton variant="avatar" />
        <div className="skeleton-demo3__lines">
          <Skeleton variant="text" />
          <Skeleton variant="text" className="skeleton-demo3__short" />
        </div>
      </div>
      <Skeleton variant="row" />
      <Skeleton variant="row" />
      <div className="skeleton-demo3__actions">
        <Skeleton variant="button" />
        <Skeleton variant="button" />
      </div>
    </section>
  );
}
