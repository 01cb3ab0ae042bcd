import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';
import './badge-demo6.scss';

// Past ngxOverflowCount (99 unless you set it) the badge shows the limit and a plus.
export default function BadgeDemo6() {
  return (
    <div className="badge-demo6">
      <Badge ngxBadge={99}>
        <Avatar ngxText="Ninety nine" ngxSize="large" />
      </Badge>
      <Badge ngxBadge={100}>
        <Avatar ngxText="One hundred" ngxSize="large" />
      </Badge>
      <Badge ngxBadge={12} ngxOverflowCount={9}>
        <Avatar ngxText="Twelve" ngxSize="large" />
      </Badge>
      <Badge ngxBadge={1200} ngxOverflowCount={999} ngxBadgeSize="medium">
        <Avatar ngxText="Many" ngxSize="large" />
      </Badge>
    </div>
  );
}
