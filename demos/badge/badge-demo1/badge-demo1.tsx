import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';
import './badge-demo1.scss';

// Unread messages per person: the badge reads right after the avatar's name.
export default function BadgeDemo1() {
  return (
    <div className="badge-demo1">
      <Badge content={1}>
        <Avatar name="Ana López" size="large" />
      </Badge>
      <Badge content={5}>
        <Avatar name="Bruno Díaz" size="large" />
      </Badge>
      <Badge content={12}>
        <Avatar name="Carla Ruiz" size="large" />
      </Badge>
    </div>
  );
}
