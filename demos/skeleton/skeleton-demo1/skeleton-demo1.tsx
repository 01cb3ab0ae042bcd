import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Skeleton } from 'aquila-ui/skeleton';
import './skeleton-demo1.scss';

export default function SkeletonDemo1() {
  const [loaded, setLoaded] = useState(false);

  return (
    <div className="skeleton-demo1">
      <article aria-busy={!loaded} aria-label="Release notes">
        {loaded ? (
          <>
            <h4>Release notes</h4>
            <p>Tabs now keep their scroll position, and the drawer closes with Escape from anywhere inside it.</p>
          </>
        ) : (
          <>
            <Skeleton variant="text" className="skeleton-demo1__title" />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" className="skeleton-demo1__last" />
          </>
        )}
      </article>
      <Button variant="outlined" onClick={() => setLoaded((value) => !value)}>
        {loaded ? 'Show the placeholder' : 'Show the content'}
      </Button>
    </div>
  );
}
