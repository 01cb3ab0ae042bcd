import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Maximize2, Minimize2 } from 'lucide-react';
import { usePreviewHeight } from './usePreviewHeight';
import './PreviewPane.scss';

/** What the pane hands the frame: its size, and where the frame reports what it needs. */
export interface FrameSizing {
  height: number | undefined;
  onContentHeight: (height: number) => void;
  onEscape: () => void;
}

interface PreviewPaneProps {
  title: string;
  /** The least height the demo's page asks for (a demo that opens a dialog or a drawer). */
  minHeight?: number;
  /** False until the first compiled preview has rendered: the frame is kept out of sight until then. */
  ready: boolean;
  /** Shown in the frame's place until it is ready. */
  placeholder: ReactNode;
  frame: (sizing: FrameSizing) => ReactNode;
  /**
   * The frame fills the height its container gives the pane (the playground's output column) instead of
   * fitting its content: there the column is the size, so the pane has no resize handle of its own.
   */
  fill?: boolean;
}

const ignoreHeight = () => undefined;

/**
 * The preview's box: the frame at the height its content needs (or the person's), a handle to resize
 * it, and a full-window view of the same frame. The frame is never moved in the DOM — a moved iframe
 * reloads — so the full-window view is this box laid over the page by its stylesheet.
 */
export function PreviewPane({ title, minHeight, ready, placeholder, frame, fill = false }: PreviewPaneProps) {
  const { height, setContentHeight, separatorProps } = usePreviewHeight(minHeight);
  const [expanded, setExpanded] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const button = toggle.current;
    if (!expanded || !button) return;
    button.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setExpanded(false);
    };
    // The page behind the view must not scroll under it.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      // The same button, now "Full window": focus stays where the person left the view.
      button.focus();
    };
  }, [expanded]);

  return (
    <div
      className="playground-preview__pane"
      data-expanded={expanded ? '' : undefined}
      data-fill={fill ? '' : undefined}
      role={expanded ? 'dialog' : undefined}
      aria-modal={expanded ? true : undefined}
      aria-label={expanded ? `${title}, full window` : undefined}
    >
      {!ready && placeholder}
      <div hidden={!ready} className="playground-preview__stage">
        {frame({
          height: expanded || fill ? undefined : height,
          // What the content needs over the whole window (a dialog centred in it) says nothing of what it
          // needs in the page: those reports are left out, and the pane comes back at its height from before.
          // A filling frame takes its container's height whatever the content needs.
          onContentHeight: expanded || fill ? ignoreHeight : setContentHeight,
          onEscape: () => setExpanded(false),
        })}
        <div className="playground-preview__bar">
          {!expanded && !fill && (
            <div className="playground-preview__handle" {...separatorProps}>
              <span aria-hidden className="playground-preview__grip" />
            </div>
          )}
          {expanded && <span className="playground-preview__heading">{title}</span>}
          <button ref={toggle} type="button" className="text-button" onClick={() => setExpanded((value) => !value)}>
            {expanded ? <Minimize2 aria-hidden size={16} /> : <Maximize2 aria-hidden size={16} />}
            {expanded ? 'Exit full window' : 'Full window'}
          </button>
        </div>
      </div>
    </div>
  );
}
