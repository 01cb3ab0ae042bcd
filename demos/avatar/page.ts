import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Avatar',
  description:
    'A round picture of a person, or their initials on a colour of their own when there is no picture. AvatarGroup stacks several avatars and sums up the rest.',
  whenToUse: [
    'To show who a person is next to their content: an author, an assignee, a signed-in user.',
    'When a picture may be missing: the initials of the name stand in, always on the same colour for the same first initial.',
    'To show the people working on something at a glance, with AvatarGroup and max.',
  ],
  imports: ['Avatar', 'AvatarGroup'],
  entry: 'avatar',
  demos: [
    {
      id: 'avatar-demo1',
      title: 'Sizes',
      description: "size sets 'small' (24 px), 'medium' (32 px), 'large' (40 px) or any number of pixels.",
    },
    {
      id: 'avatar-demo2',
      title: 'Image or initials',
      description:
        'src shows a picture; without one, or when it fails to load, name shows the first two initials on a colour chosen by the first initial.',
    },
    {
      id: 'avatar-demo3',
      title: 'Avatar group',
      description:
        'AvatarGroup overlaps its avatars; with max it shows that many and a "+N" counter for the others. Its size applies to every avatar inside.',
    },
  ],
  configurator: { component: 'Avatar' },
  api: ['Avatar', 'AvatarGroup'],
  notes: [
    {
      heading: 'Behaviour',
      items: ['`icon` is under development: it shows an icon when there is neither a picture nor a name, and its API may change.'],
    },
    {
      heading: 'Accessibility',
      items: [
        'The picture takes `name` as its alt text and the initials are named by it too; pass `alt=""` when the name is already written beside the avatar.',
        'The initials colours keep white text at a contrast of at least 4.5:1 in both themes.',
      ],
    },
  ],
});
