import { useId, useState } from 'react';
import { Bookmark } from './icons';
import { Button } from 'aquila-ui/button';
import { Card, CardActions, CardContent, CardHeader, CardImage, CardSubtitle, CardTitle } from 'aquila-ui/card';
import './card-demo1.scss';

export default function CardDemo1() {
  const [saved, setSaved] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();

  return (
    <Card className="card-demo1">
      <CardImage src="/assets/images/card-aurora.svg" alt="Green aurora over a mountain lake at night" width={640} height={320} />
      <CardHeader>
        <CardTitle>Chasing the northern lights</CardTitle>
        <CardSubtitle>Travel · 6 min read</CardSubtitle>
      </CardHeader>
      <CardContent id={contentId}>
        <p>
          Clear, dark skies and a little patience: where to stay in northern Norway, and which weeks give you the best chance of a
          strong display.
        </p>
        {expanded && (
          <p>
            Aim for the weeks around a new moon between September and March, stay away from town lights, and check the aurora forecast
            in the early evening. Most displays peak between 10 pm and 2 am.
          </p>
        )}
      </CardContent>
      <CardActions>
        <Button variant="text" aria-pressed={saved} onClick={() => setSaved((value) => !value)}>
          <Bookmark size={16} fill={saved ? 'currentColor' : 'none'} aria-hidden="true" />
          Save
        </Button>
        <Button aria-expanded={expanded} aria-controls={contentId} onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Show less' : 'Read more'}
        </Button>
      </CardActions>
    </Card>
  );
}
