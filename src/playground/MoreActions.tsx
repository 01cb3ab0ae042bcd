import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import './MoreActions.scss';

/**
 * A disclosure button ("More") and the actions it shows: a group of ordinary buttons, not a menu, so
 * Tab walks them as it walks the toolbar. Escape, or a press outside, closes it; Escape puts focus back
 * on the button. The actions mount only while it is open (Open in CodeSandbox costs nothing otherwise).
 */
export function MoreActions({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="more-actions" ref={root}>
      <button
        ref={button}
        type="button"
        className="text-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        More <ChevronDown aria-hidden size={14} />
      </button>
      <div id={id} className="more-actions__panel" role="group" aria-label="More actions" hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
