import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { boundaryHydrated, boundaryPending, HYDRATING_ATTRIBUTE } from './app-ready';
import { useScripted } from './useBrowserValue';

/** The boundary's content, in an element that says whether it is still the built markup. */
function BoundaryContent({ id, children }: { id: string; children: ReactNode }) {
  // False in the render that hydrates (which must match the built markup), true straight after.
  const scripted = useScripted();
  useEffect(() => boundaryHydrated(id), [id]);
  return (
    <div style={{ display: 'contents' }} {...{ [HYDRATING_ATTRIBUTE]: scripted ? undefined : '' }}>
      {children}
    </div>
  );
}

/**
 * A part of a page that hydrates on its own. A page built ahead of time hydrates everything outside its
 * boundaries in one pass and answers once that is done; React then hydrates each boundary in slices
 * between other work. Until a boundary has, its markup stands as built and the presses on it are held,
 * then replayed on it (app-ready.ts). The page is marked whole (`data-app-hydrated`) once every
 * boundary has hydrated.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const id = useId();
  // Runs with the page around it, before the content has hydrated; gone unhydrated, it is waited for no more.
  useEffect(() => boundaryPending(id), [id]);
  return (
    <Suspense>
      <BoundaryContent id={id}>{children}</BoundaryContent>
    </Suspense>
  );
}
