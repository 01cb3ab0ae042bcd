import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Card, CardActions, CardContent, CardHeader, CardSubtitle, CardTitle } from 'aquila-ui/card';
import './card-demo2.scss';

const BASE_FOLLOWERS = 1204;

export default function CardDemo2() {
  const [following, setFollowing] = useState(false);
  const followers = BASE_FOLLOWERS + (following ? 1 : 0);

  return (
    <Card variant="outlined" className="card-demo2">
      <CardHeader
        avatar={
          <span className="card-demo2__avatar" aria-hidden="true">
            MR
          </span>
        }
      >
        <CardTitle>Maya Rodríguez</CardTitle>
        <CardSubtitle>Product designer · Lisbon</CardSubtitle>
      </CardHeader>
      <CardContent>
        <p>Designs calm interfaces for busy people. Currently building offline-first tools for field researchers.</p>
        <p className="card-demo2__stats">{followers.toLocaleString('en-US')} followers</p>
      </CardContent>
      <CardActions align="start">
        <Button variant={following ? 'outlined' : 'filled'} radius="full" onClick={() => setFollowing((value) => !value)}>
          {following ? 'Unfollow' : 'Follow'}
        </Button>
      </CardActions>
    </Card>
  );
}
