import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';
import './badge-demo6.scss';

// Past max (99 unless you set it) the badge shows the limit and a plus.
export default function BadgeDemo6() {
  return (
    <div className="badge-demo6">
      <Badge content={99}>
        <Avatar name="Ninety nine" size="large" />
      </Badge>
      <Badge content={100}>
        <Avatar name="One hundred" size="large" />
      </Badge>
      <Badge content={12} max={9}>
        <Avatar name="Twelve" size="large" />
      </Badge>
      <Badge content={1200} max={999} size="medium">
        <Avatar name="Many" size="large" />
      </Badge>
    </div>
  );
}
