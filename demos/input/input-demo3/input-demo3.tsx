import { useId, useState } from 'react';
import { Input } from 'aquila-ui/input';
import './input-demo3.scss';

const MAX_LENGTH = 1000;

const initialText = `Aquila is a genus of birds of prey known as the true eagles. They are found on every continent except South America and Antarctica, and build large nests in tall trees or on high cliffs.

Drag the bottom-right corner to make this field taller; the text wraps and the field scrolls once it is full.`;

export default function InputDemo3() {
  const [text, setText] = useState(initialText);
  const countId = useId();

  return (
    <div className="input-demo3">
      <Input
        label="Description"
        type="textarea"
        rows={6}
        maxLength={MAX_LENGTH}
        aria-describedby={countId}
        value={text}
        onChange={setText}
      />
      <p id={countId} className="input-demo3__count">
        {text.length} / {MAX_LENGTH} characters
      </p>
    </div>
  );
}
