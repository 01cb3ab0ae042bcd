import { Avatar } from 'aquila-ui/avatar';

export default function AvatarConfigurator() {
  return <Avatar ngxText="Lucía Fernández" ngxSrc="/assets/images/avatars/lucia.svg" />;
}
