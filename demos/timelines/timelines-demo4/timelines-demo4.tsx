import { useState } from 'react';
import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import { Timeline, TimelineItem, type TimelineMode } from 'aquila-ui/timelines';
import './timelines-demo4.scss';

const MODES: TimelineMode[] = ['left', 'right', 'alternate'];

export default function TimelinesDemo4() {
  const [mode, setMode] = useState<TimelineMode>('alternate');

  return (
    <div className="timelines-demo4">
      <RadioGroup aria-label="Mode" value={mode} onChange={(value) => setMode(value as TimelineMode)}>
        {MODES.map((value) => (
          <RadioButton key={value} value={value}>
            {value}
          </RadioButton>
        ))}
      </RadioGroup>
      <Timeline mode={mode} aria-label="Release history">
        <TimelineItem label="2026-01-12">Version 1.0 released</TimelineItem>
        <TimelineItem label="2026-03-02" color="#52C41A">
          Dark theme
        </TimelineItem>
        <TimelineItem label="2026-06-18" color="indigo">
          Live playground with sharing
        </TimelineItem>
        <TimelineItem label="2026-11-23">Form controls</TimelineItem>
      </Timeline>
    </div>
  );
}
