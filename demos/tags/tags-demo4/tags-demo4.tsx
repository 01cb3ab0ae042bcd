import { useState } from 'react';
import { Tag } from 'aquila-ui/tags';
import './tags-demo4.scss';

const CATEGORIES = ['Movies', 'Books', 'Music', 'Sports'];

export default function TagsDemo4() {
  const [chosen, setChosen] = useState<string[]>(['Books']);

  const setCategory = (category: string, checked: boolean) =>
    setChosen((current) => (checked ? [...current, category] : current.filter((other) => other !== category)));

  return (
    <div className="tags-demo4">
      <div role="group" aria-label="Categories" className="tags-demo4__tags">
        {CATEGORIES.map((category) => (
          <Tag
            key={category}
            mode="checkable"
            checked={chosen.includes(category)}
            onCheckedChange={(checked) => setCategory(category, checked)}
          >
            {category}
          </Tag>
        ))}
      </div>
      <p>Showing: {chosen.length > 0 ? chosen.join(', ') : 'everything'}</p>
    </div>
  );
}
