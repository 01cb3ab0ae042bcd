import { Avatar } from 'aquila-ui/avatar';
import './avatar-demo2.scss';

interface User {
  name: string;
  picture?: string;
}

const users: User[] = [
  { name: 'Aiko Tanaka', picture: '/assets/images/avatars/aiko.svg' },
  { name: 'Amara Okafor', picture: '/assets/images/avatars/amara.svg' },
  { name: 'Sofia Lindqvist' },
  { name: 'Mateo Rossi' },
  // This picture is empty (a data URL without a single byte), so it fails to load, without a request to any
  // server: the avatar falls back to the initials.
  { name: 'Noah Becker', picture: 'data:image/png;base64,' },
];

export default function AvatarDemo2() {
  return (
    <ul className="avatar-demo2">
      {users.map((user) => (
        <li key={user.name} className="avatar-demo2__user">
          {/* The name is written beside the avatar, so the avatar itself is decorative: alt="". */}
          <Avatar size="large" src={user.picture} name={user.name} alt="" />
          {user.name}
        </li>
      ))}
    </ul>
  );
}
