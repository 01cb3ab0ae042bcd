import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';
import './badge-demo4.scss';

export default function BadgeDemo4() {
  return (
    <div className="badge-demo4">
      <Badge content={8} size="small">
        <Avatar name="Small" size="large" />
      </Badge>
      <Badge content={8} size="medium">
        <Avatar name="Medium" size="large" />
      </Badge>
      <Badge content={8} size="large">
        <Avatar name="Large" size="large" />
      </Badge>
    </div>
  );
}
