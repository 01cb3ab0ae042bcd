import { Timeline, TimelineItem } from 'aquila-ui/timelines';

// The colour repeats what the text says; people who do not see it lose nothing.
export default function TimelinesDemo2() {
  return (
    <Timeline aria-label="Deployments">
      <TimelineItem color="#52C41A" tailColor>
        Build 412 deployed
      </TimelineItem>
      <TimelineItem color="#52C41A" tailColor>
        Build 413 deployed
      </TimelineItem>
      <TimelineItem color="#FF3300">Build 414 failed: 3 tests red</TimelineItem>
      <TimelineItem color="indigo">Build 415 waiting for review</TimelineItem>
      <TimelineItem color="#9E9E9E">Build 416 queued</TimelineItem>
    </Timeline>
  );
}
