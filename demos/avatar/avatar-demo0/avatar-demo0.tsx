import { Avatar } from 'aquila-ui/avatar';

export default function AvatarConfigurator() {
  return <Avatar name="Lucía Fernández" src="/assets/images/avatars/lucia.svg" />;
}
