import { Timeline, TimelineItem } from 'aquila-ui/timelines';

export default function TimelinesConfigurator() {
  return (
    <Timeline aria-label="Order history">
      <TimelineItem label="2 March">Order placed</TimelineItem>
      <TimelineItem label="2 March">Payment received</TimelineItem>
      <TimelineItem label="3 March">Packed at the warehouse</TimelineItem>
      <TimelineItem label="4 March">Handed to the courier</TimelineItem>
    </Timeline>
  );
}
