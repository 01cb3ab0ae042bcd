import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';

export default function BadgeConfigurator() {
  return (
    <Badge content={5}>
      <Avatar name="Ana López" size="large" />
    </Badge>
  );
}
