import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';
import './badge-demo3.scss';

// A single colour gets white or near-black text, whichever reads better; a pair sets both.
export default function BadgeDemo3() {
  return (
    <div className="badge-demo3">
      <Badge content={4} color="#1890FF">
        <Avatar name="Blue" size="large" />
      </Badge>
      <Badge content={4} color="indigo">
        <Avatar name="Indigo" size="large" />
      </Badge>
      <Badge content={4} color="hsl(100, 77%, 44%)">
        <Avatar name="Green" size="large" />
      </Badge>
      <Badge content={4} color={{ backgroundColor: '#FFE58F', overlayColor: '#614700' }}>
        <Avatar name="Yellow pair" size="large" />
      </Badge>
    </div>
  );
}
