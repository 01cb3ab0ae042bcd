import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Card, CardActions, CardContent, CardHeader, CardImage, CardSubtitle, CardTitle } from 'aquila-ui/card';

export default function CardConfigurator() {
  const [saved, setSaved] = useState(false);

  return (
    <Card style={{ maxWidth: 360, margin: 8 }}>
      <CardImage src="/assets/images/card-aurora.svg" alt="Green aurora over a mountain lake at night" width={640} height={320} />
      <CardHeader>
        <CardTitle>Chasing the northern lights</CardTitle>
        <CardSubtitle>Travel · 6 min read</CardSubtitle>
      </CardHeader>
      <CardContent>
        <p>
          Clear, dark skies and a little patience: where to stay in northern Norway, and which weeks give you the best chance of a
          strong display.
        </p>
      </CardContent>
      <CardActions>
        <Button variant="text" aria-pressed={saved} onClick={() => setSaved((value) => !value)}>
          {saved ? 'Saved' : 'Save'}
        </Button>
        <Button onClick={() => console.log('open article')}>Read more</Button>
      </CardActions>
    </Card>
  );
}
