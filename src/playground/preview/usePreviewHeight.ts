import { useState } from 'react';
import { useSeparator, type SeparatorProps } from '../../shared/useSeparator';

/** The frame is never shorter than this, so an empty demo still reads as a preview. */
export const MIN_PREVIEW_HEIGHT = 120;
/** Fitting stops here; a taller demo scrolls inside the frame, or the person drags it taller. */
export const MAX_FITTED_HEIGHT = 800;
/** How tall the person may drag the frame. */
export const MAX_PREVIEW_HEIGHT = 1600;

const STEP = 16;
const LARGE_STEP = 160;

export interface PreviewHeight {
  /** The frame's height now, in pixels. */
  height: number;
  /** Whether the person set it (by dragging or the keyboard) rather than the content. */
  manual: boolean;
  /** What the frame reports its content needs. */
  setContentHeight: (height: number) => void;
  /** Props of the resize handle: a keyboard-operable separator that is dragged with any pointer. */
  separatorProps: SeparatorProps;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/**
 * The preview frame's height: it follows what the demo shows (`minHeight` being the least a page
 * declares for a demo that opens a dialog or a drawer) until the person resizes it; Enter or a double
 * click on the handle hands it back to the content.
 */
export function usePreviewHeight(minHeight = 0): PreviewHeight {
  const [contentHeight, setContentHeight] = useState(MIN_PREVIEW_HEIGHT);
  const [manualHeight, setManualHeight] = useState<number | null>(null);
  const fitted = clamp(Math.max(contentHeight, minHeight), MIN_PREVIEW_HEIGHT, MAX_FITTED_HEIGHT);
  const height = manualHeight ?? fitted;
  const separatorProps = useSeparator({
    value: height,
    min: MIN_PREVIEW_HEIGHT,
    max: MAX_PREVIEW_HEIGHT,
    orientation: 'horizontal',
    step: STEP,
    largeStep: LARGE_STEP,
    label: 'Preview height',
    valueText: `${height} pixels, ${manualHeight === null ? 'fitted to the preview' : 'set by you; Enter fits it again'}`,
    onChange: setManualHeight,
    onReset: () => setManualHeight(null),
  });

  return {
    height,
    manual: manualHeight !== null,
    setContentHeight,
    separatorProps,
  };
}
