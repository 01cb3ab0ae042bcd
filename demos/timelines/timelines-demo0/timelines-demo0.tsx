import { Timeline, TimelineItem } from 'aquila-ui/timelines';

export default function TimelinesConfigurator() {
  return (
    <Timeline aria-label="Order history">
      <TimelineItem ngxLabel="2 March">Order placed</TimelineItem>
      <TimelineItem ngxLabel="2 March">Payment received</TimelineItem>
      <TimelineItem ngxLabel="3 March">Packed at the warehouse</TimelineItem>
      <TimelineItem ngxLabel="4 March">Handed to the courier</TimelineItem>
    </Timeline>
  );
}
