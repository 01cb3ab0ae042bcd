import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';

export default function BadgeConfigurator() {
  return (
    <Badge ngxBadge={5}>
      <Avatar ngxText="Ana López" ngxSize="large" />
    </Badge>
  );
}
