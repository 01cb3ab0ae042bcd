import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';
import './badge-demo1.scss';

// Unread messages per person: the badge reads right after the avatar's name.
export default function BadgeDemo1() {
  return (
    <div className="badge-demo1">
      <Badge ngxBadge={1}>
        <Avatar ngxText="Ana López" ngxSize="large" />
      </Badge>
      <Badge ngxBadge={5}>
        <Avatar ngxText="Bruno Díaz" ngxSize="large" />
      </Badge>
      <Badge ngxBadge={12}>
        <Avatar ngxText="Carla Ruiz" ngxSize="large" />
      </Badge>
    </div>
  );
}
