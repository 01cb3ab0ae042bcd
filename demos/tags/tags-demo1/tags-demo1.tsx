import { Tag } from 'aquila-ui/tags';
import './tags-demo1.scss';

export default function TagsDemo1() {
  return (
    <div className="tags-demo1">
      <Tag>Design</Tag>
      <Tag>Frontend</Tag>
      <Tag bordered={false}>No border</Tag>
      <Tag color="#52C41A">Released</Tag>
      <Tag color={{ backgroundColor: '#1f2328', overlayColor: '#ffffff' }}>Dark pair</Tag>
    </div>
  );
}
