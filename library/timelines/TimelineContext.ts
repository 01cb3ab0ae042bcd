import { createContext } from 'react';
import type { TimelineMode } from './constants.ts';

/** The mode of the timeline an item is in; an item outside one lays out as in 'right'. */
export const TimelineModeContext = createContext<TimelineMode>('right');
