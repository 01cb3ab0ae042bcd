import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Progress } from 'aquila-ui/progress';
import './progress-demo4.scss';

const STEPS = 5;
const TRIAL_DAYS = 30;
const DAYS_USED = 18;

export default function ProgressDemo4() {
  const [step, setStep] = useState(3);
  const last = step === STEPS;

  return (
    <div className="progress-demo4">
      <section className="progress-demo4__part">
        <h3 className="progress-demo4__title">Steps</h3>
        <Progress
          value={(step * 100) / STEPS}
          format={(percent) => `${Math.round((percent / 100) * STEPS)} of ${STEPS} steps`}
          aria-label="Onboarding"
        />
        <Button size="small" variant="outlined" onClick={() => setStep(last ? 0 : step + 1)}>
          {last ? 'Start over' : 'Next step'}
        </Button>
      </section>
      <section className="progress-demo4__part">
        <h3 className="progress-demo4__title">Content</h3>
        <Progress
          variant="circle"
          value={(DAYS_USED * 100) / TRIAL_DAYS}
          color="#9254DE"
          format={() => (
            <span className="progress-demo4__days">
              <strong>{TRIAL_DAYS - DAYS_USED}</strong>
              <small>days left</small>
            </span>
          )}
          aria-label="Free trial"
          aria-valuetext={`${TRIAL_DAYS - DAYS_USED} days left`}
        />
      </section>
      <section className="progress-demo4__part">
        <h3 className="progress-demo4__title">No text</h3>
        <Progress value={45} format={() => null} aria-label="Syncing" />
      </section>
    </div>
  );
}
