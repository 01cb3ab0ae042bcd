import { Skeleton } from 'aquila-ui/skeleton';

export default function SkeletonConfigurator() {
  return (
    <div aria-busy="true" aria-label="Release notes" style={{ width: 320 }}>
      <Skeleton type="text" />
    </div>
  );
}
