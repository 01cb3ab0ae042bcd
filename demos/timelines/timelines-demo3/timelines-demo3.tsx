import { Timeline, TimelineItem } from 'aquila-ui/timelines';
import './timelines-demo3.scss';

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function StepNumber({ step }: { step: number }) {
  return (
    <svg viewBox="0 0 18 18" width="18" height="18" className="timelines-demo3__step">
      <circle cx="9" cy="9" r="9" fill="currentColor" />
      <text x="9" y="13">
        {step}
      </text>
    </svg>
  );
}

export default function TimelinesDemo3() {
  return (
    <Timeline aria-label="Onboarding" className="timelines-demo3">
      <TimelineItem dot={<CheckIcon />} color="#52C41A">
        Account created
      </TimelineItem>
      <TimelineItem dot={<CheckIcon />} color="#52C41A">
        Email confirmed
      </TimelineItem>
      <TimelineItem dot={<ClockIcon />} color="#FF3300">
        Profile photo — waiting
      </TimelineItem>
      <TimelineItem dot={<StepNumber step={4} />}>First project — not started</TimelineItem>
    </Timeline>
  );
}
