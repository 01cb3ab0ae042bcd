import { useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ProviderSurfaceContext } from './aquilaConfig.ts';

export interface PortalProps {
  children: ReactNode;
  /** Where to render; overlays go to the end of `document.body` so no ancestor clips them. */
  container?: Element | null;
}

export function Portal({ children, container }: PortalProps) {
  const surface = useContext(ProviderSurfaceContext);
  if (typeof document === 'undefined') return null;
  // Outside the provider's element, its variables and direction reach the overlay only through a wrapper of
  // its own. `display: contents` gives the wrapper no box, so the overlay is placed as if it had none.
  const content = surface ? (
    <div className="aq-provider" {...surface}>
      {children}
    </div>
  ) : (
    children
  );
  return createPortal(content, container ?? document.body);
}
