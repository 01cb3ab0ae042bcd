import { Skeleton } from 'aquila-ui/skeleton';

export default function SkeletonConfigurator() {
  return (
    <section aria-busy="true" aria-label="Release notes" style={{ width: 320 }}>
      <Skeleton variant="text" />
    </section>
  );
}
