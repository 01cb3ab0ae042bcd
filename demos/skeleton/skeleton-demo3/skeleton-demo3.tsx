import { Skeleton } from 'aquila-ui/skeleton';
import './skeleton-demo3.scss';

export default function SkeletonDemo3() {
  return (
    <section className="skeleton-demo3" aria-busy="true" aria-label="Loading a profile card">
      <Skeleton className="skeleton-demo3__cover" />
      <div className="skeleton-demo3__header">
        <Skeleton type="avatar" />
        <div className="skeleton-demo3__lines">
          <Skeleton type="text" />
          <Skeleton type="text" className="skeleton-demo3__short" />
        </div>
      </div>
      <Skeleton type="row" />
      <Skeleton type="row" />
      <div className="skeleton-demo3__actions">
        <Skeleton type="button" />
        <Skeleton type="button" />
      </div>
    </section>
  );
}
