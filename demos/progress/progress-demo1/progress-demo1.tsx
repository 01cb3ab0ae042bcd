import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Progress } from 'aquila-ui/progress';
import './progress-demo1.scss';

const STEP = 10;
const DONE_COLOR = '#52C41A';
const clamp = (percent: number) => Math.min(100, Math.max(0, percent));

function CheckMark() {
  return (
    <svg className="progress-demo1__check" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export default function ProgressDemo1() {
  const [percent, setPercent] = useState(30);
  const done = percent === 100;

  return (
    <div className="progress-demo1">
      <Progress
        variant="circle"
        value={percent}
        color={done ? DONE_COLOR : undefined}
        // Shown in place of the percent once it reaches 100.
        completeLabel={<CheckMark />}
        aria-label="Upload"
        aria-valuetext={done ? 'Done' : undefined}
      />
      <div className="progress-demo1__buttons">
        <Button variant="outlined" onClick={() => setPercent((value) => clamp(value - STEP))}>
          Decrease
        </Button>
        <Button variant="outlined" onClick={() => setPercent((value) => clamp(value + STEP))}>
          Increase
        </Button>
      </div>
    </div>
  );
}
