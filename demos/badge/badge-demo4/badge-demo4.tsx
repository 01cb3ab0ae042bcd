import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';
import './badge-demo4.scss';

export default function BadgeDemo4() {
  return (
    <div className="badge-demo4">
      <Badge ngxBadge={8} ngxBadgeSize="small">
        <Avatar ngxText="Small" ngxSize="large" />
      </Badge>
      <Badge ngxBadge={8} ngxBadgeSize="medium">
        <Avatar ngxText="Medium" ngxSize="large" />
      </Badge>
      <Badge ngxBadge={8} ngxBadgeSize="large">
        <Avatar ngxText="Large" ngxSize="large" />
      </Badge>
    </div>
  );
}
