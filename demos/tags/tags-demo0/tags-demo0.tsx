import { Tag } from 'aquila-ui/tags';

export default function TagsConfigurator() {
  return (
    <Tag
      mode="checkable"
      onCheckedChange={(checked) => console.log('onCheckedChange', checked)}
      onClose={() => console.log('onClose')}
    >
      Frontend
    </Tag>
  );
}
