import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';
import './badge-demo3.scss';

// A single colour gets white or near-black text, whichever reads better; a pair sets both.
export default function BadgeDemo3() {
  return (
    <div className="badge-demo3">
      <Badge ngxBadge={4} ngxBadgeColor="#1890FF">
        <Avatar ngxText="Blue" ngxSize="large" />
      </Badge>
      <Badge ngxBadge={4} ngxBadgeColor="indigo">
        <Avatar ngxText="Indigo" ngxSize="large" />
      </Badge>
      <Badge ngxBadge={4} ngxBadgeColor="hsl(100, 77%, 44%)">
        <Avatar ngxText="Green" ngxSize="large" />
      </Badge>
      <Badge ngxBadge={4} ngxBadgeColor={{ backgroundColor: '#FFE58F', overlayColor: '#614700' }}>
        <Avatar ngxText="Yellow pair" ngxSize="large" />
      </Badge>
    </div>
  );
}
