import { Avatar, AvatarGroup } from 'aquila-ui/avatar';
import './avatar-demo3.scss';

const team = [
  { name: 'Lucía Fernández', picture: '/assets/images/avatars/lucia.svg' },
  { name: 'Mateo Rossi', picture: '/assets/images/avatars/mateo.svg' },
  { name: 'Aiko Tanaka', picture: '/assets/images/avatars/aiko.svg' },
  { name: 'Noah Becker', picture: '/assets/images/avatars/noah.svg' },
  { name: 'Amara Okafor', picture: '/assets/images/avatars/amara.svg' },
  { name: 'Sofia Lindqvist', picture: '/assets/images/avatars/sofia.svg' },
  { name: 'Jonas Weber' },
];

export default function AvatarDemo3() {
  return (
    <div className="avatar-demo3">
      <AvatarGroup aria-label="Whole team">
        {team.map((person) => (
          <Avatar key={person.name} src={person.picture} name={person.name} />
        ))}
      </AvatarGroup>

      <AvatarGroup aria-label="Team, first four" max={4} size="large">
        {team.map((person) => (
          <Avatar key={person.name} src={person.picture} name={person.name} />
        ))}
      </AvatarGroup>
    </div>
  );
}
