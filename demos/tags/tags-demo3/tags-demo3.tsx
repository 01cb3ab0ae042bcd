import { useState } from 'react';
import { RadioButton, RadioGroup, type RadioValue } from 'aquila-ui/radio-button';
import { Tag } from 'aquila-ui/tags';
import './tags-demo3.scss';

const COLOURS = ['#1890FF', '#FF3300', 'indigo', 'hsl(100, 77%, 44%)'];

export default function TagsDemo3() {
  const [colour, setColour] = useState<RadioValue>(COLOURS[0]);

  return (
    <div className="tags-demo3">
      <RadioGroup aria-label="Tag colour" value={colour} onChange={setColour}>
        {COLOURS.map((value) => (
          <RadioButton key={value} value={value} color={value}>
            {value}
          </RadioButton>
        ))}
      </RadioGroup>
      <div className="tags-demo3__tags">
        <Tag color={String(colour)}>Default</Tag>
        <Tag color={String(colour)} mode="closeable" onClose={(event) => event.preventDefault()}>
          Closeable
        </Tag>
        <Tag color={String(colour)} mode="checkable" defaultChecked>
          Checked
        </Tag>
      </div>
    </div>
  );
}
