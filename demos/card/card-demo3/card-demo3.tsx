import { useId, useState } from 'react';
import { Camera, Check, CloudMoon, Shirt } from './icons';
import { Button } from 'aquila-ui/button';
import { Card, CardContent, CardHeader, CardTitle } from 'aquila-ui/card';
import './card-demo3.scss';

const tips = [
  { title: 'Dress in layers', text: 'Nights drop well below freezing; thermal layers beat one thick coat.', icon: Shirt },
  { title: 'Charge your camera', text: 'Cold drains batteries fast, so carry a spare in an inside pocket.', icon: Camera },
  { title: 'Check the forecast', text: 'Look at cloud cover first: a clear sky matters more than activity.', icon: CloudMoon },
];

export default function CardDemo3() {
  const [done, setDone] = useState<string[]>([]);
  const headingId = useId();

  const toggle = (title: string) =>
    setDone((current) => (current.includes(title) ? current.filter((item) => item !== title) : [...current, title]));

  return (
    <section className="card-demo3" aria-labelledby={headingId}>
      <h3 id={headingId} className="card-demo3__heading">
        Before you go
      </h3>
      <p className="card-demo3__progress" aria-live="polite">
        {done.length} of {tips.length} done
      </p>
      <div className="card-demo3__grid">
        {tips.map(({ title, text, icon: Icon }) => {
          const isDone = done.includes(title);
          return (
            <Card key={title} variant="filled">
              <CardHeader
                avatar={
                  <span className="card-demo3__icon" aria-hidden="true">
                    <Icon size={20} />
                  </span>
                }
                action={
                  <Button
                    size="small"
                    radius="full"
                    variant={isDone ? 'filled' : 'outlined'}
                    aria-pressed={isDone}
                    aria-label={`Done: ${title}`}
                    onClick={() => toggle(title)}
                  >
                    <Check size={14} aria-hidden="true" />
                    Done
                  </Button>
                }
              >
                <CardTitle level={4}>{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p>{text}</p>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
