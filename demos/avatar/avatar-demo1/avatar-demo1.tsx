import { Avatar } from 'aquila-ui/avatar';
import './avatar-demo1.scss';

const sizes = ['small', 'medium', 'large', 56] as const;

export default function AvatarDemo1() {
  return (
    <div className="avatar-demo1">
      <div className="avatar-demo1__row">
        {sizes.map((size) => (
          <Avatar key={size} size={size} name="Lucía Fernández" src="/assets/images/avatars/lucia.svg" />
        ))}
      </div>
      <div className="avatar-demo1__row">
        {sizes.map((size) => (
          <Avatar key={size} size={size} name="Mateo Rossi" />
        ))}
      </div>
    </div>
  );
}
