import { useLayoutEffect, type RefObject } from 'react';
import { readPaperLook } from './paperLook.ts';
import type { SignatureSurface } from './surface.ts';

/**
 * Keeps the surface showing its strokes as the canvas's CSS says (paper and ink follow the theme): read
 * as the pad mounts, and again whenever a `theme` attribute changes anywhere in the document, which is
 * how the themes are switched (on `<html>`, or on a part of a page). The pad also reads it as each stroke
 * begins, which catches a look changed some other way (a class that sets --aq-signature-ink, say).
 */
export function usePaperLook(surface: SignatureSurface, canvasRef: RefObject<HTMLCanvasElement | null>) {
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const update = () => surface.setLook(readPaperLook(canvas));
    update();
    const observer = new MutationObserver(update);
    observer.observe(canvas.ownerDocument.documentElement, { attributes: true, attributeFilter: ['theme'], subtree: true });
    return () => observer.disconnect();
  }, [surface, canvasRef]);
}
