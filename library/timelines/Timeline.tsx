import type { ComponentPropsWithoutRef, Ref } from 'react';
import { cx, withoutRenamedProps } from '../core/index.ts';
import type { TimelineMode } from './constants.ts';
import { TimelineModeContext } from './TimelineContext.ts';
import './Timeline.scss';

export interface TimelineProps extends ComponentPropsWithoutRef<'ol'> {
  /**
   * Which side of the line the items' content sits on: 'right' (the line runs down the left), 'left', or 'alternate' (right, left, right …); an item's label takes the other side. 'default' is 'right' without the labels.
   * @default 'right'
   */
  mode?: TimelineMode;
  /** Ref to the timeline's `<ol>`. */
  ref?: Ref<HTMLOListElement>;
}

/** A vertical line of events in order: an ordered list of `TimelineItem`s, each with a dot on the line. */
export function Timeline({ mode = 'right', className, ref, ...rest }: TimelineProps) {
  return (
    <TimelineModeContext.Provider value={mode}>
      <ol {...withoutRenamedProps('Timeline', rest)} ref={ref} className={cx('aq-timeline', className)} data-mode={mode} />
    </TimelineModeContext.Provider>
  );
}
