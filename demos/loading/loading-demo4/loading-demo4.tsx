import { useEffect, useRef, useState } from 'react';
import { Button } from 'aquila-ui/button';
import { useLoading } from 'aquila-ui/loading';
import './loading-demo4.scss';

/** How long the pretend save takes. */
const SAVE_TIME = 2000;

export default function LoadingDemo4() {
  const { show, hide } = useLoading();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const save = () => {
    show({ label: 'Saving your profile' });
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      hide();
      setSavedAt(new Date().toLocaleTimeString());
    }, SAVE_TIME);
  };

  // Leaving the page mid-save must not leave the page covered.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      window.clearTimeout(timer.current);
      hide();
    },
    [hide],
  );

  return (
    <div className="loading-demo4">
      <Button onClick={save}>Save profile</Button>
      <p className="loading-demo4__status">{savedAt ? `Saved at ${savedAt}.` : 'Not saved yet.'}</p>
    </div>
  );
}
