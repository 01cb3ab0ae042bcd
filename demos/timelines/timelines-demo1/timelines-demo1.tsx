import { Timeline, TimelineItem } from 'aquila-ui/timelines';

export default function TimelinesDemo1() {
  return (
    <Timeline aria-label="Order history">
      <TimelineItem>Order placed, 2 March</TimelineItem>
      <TimelineItem>Payment received, 2 March</TimelineItem>
      <TimelineItem>Packed at the warehouse, 3 March</TimelineItem>
      <TimelineItem>Handed to the courier, 4 March</TimelineItem>
    </Timeline>
  );
}
