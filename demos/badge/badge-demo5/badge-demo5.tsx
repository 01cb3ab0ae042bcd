import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';
import './badge-demo5.scss';

export default function BadgeDemo5() {
  return (
    <div className="badge-demo5">
      <Badge content={2} placement="before">
        <Avatar name="Before" size="large" />
      </Badge>
      <Badge content={2} placement="after">
        <Avatar name="After" size="large" />
      </Badge>
    </div>
  );
}
