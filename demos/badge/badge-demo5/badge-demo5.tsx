import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';
import './badge-demo5.scss';

export default function BadgeDemo5() {
  return (
    <div className="badge-demo5">
      <Badge ngxBadge={2} ngxBadgePosition="before">
        <Avatar ngxText="Before" ngxSize="large" />
      </Badge>
      <Badge ngxBadge={2} ngxBadgePosition="after">
        <Avatar ngxText="After" ngxSize="large" />
      </Badge>
    </div>
  );
}
