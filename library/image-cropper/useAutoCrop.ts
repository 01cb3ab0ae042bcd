import { useEffect } from 'react';
import { useEffectEvent } from '../core/index.ts';
import { AUTO_CROP_DELAY } from './constants.ts';

export interface UseAutoCropOptions {
  /** autoCrop: off, nothing is cropped by itself. */
  enabled: boolean;
  /** What a crop is made of, as a key ('' while there is nothing to crop): each change crops again. */
  inputs: string;
  /** True while a pointer gesture is under way: its end crops, not each step of it. */
  paused: boolean;
  crop: () => Promise<unknown>;
}

/**
 * Crops AUTO_CROP_DELAY ms after the crop's inputs last changed (holding an arrow key or a burst of prop changes
 * makes one crop), and after each pointer gesture ends. A failed crop is logged.
 */
export function useAutoCrop({ enabled, inputs, paused, crop }: UseAutoCropOptions): void {
  const cropNow = useEffectEvent(() => {
    crop().catch((error) => console.error(error));
  });
  useEffect(() => {
    if (!enabled || !inputs || paused) return;
    const timer = setTimeout(() => cropNow(), AUTO_CROP_DELAY);
    return () => clearTimeout(timer);
  }, [enabled, inputs, paused]);
}
