import { useState, type MouseEvent } from 'react';
import { Tag } from 'aquila-ui/tags';
import './tags-demo2.scss';

const INITIAL = ['React', 'TypeScript', 'Sass'];

export default function TagsDemo2() {
  const [topics, setTopics] = useState(INITIAL);
  const [message, setMessage] = useState('');

  // The last topic stays: refusing the close keeps the tag on the page.
  const removeTopic = (topic: string, event: MouseEvent<HTMLButtonElement>) => {
    if (topics.length === 1) {
      event.preventDefault();
      setMessage('Keep at least one topic.');
      return;
    }
    setTopics((current) => current.filter((other) => other !== topic));
    setMessage(`${topic} removed.`);
  };

  return (
    <div className="tags-demo2">
      <div className="tags-demo2__row">
        <span className="tags-demo2__mode">default</span>
        <Tag>Read only</Tag>
      </div>
      <div className="tags-demo2__row">
        <span className="tags-demo2__mode">closeable</span>
        {topics.map((topic) => (
          <Tag key={topic} mode="closeable" onClose={(event) => removeTopic(topic, event)}>
            {topic}
          </Tag>
        ))}
        <span role="status" className="tags-demo2__message">
          {message}
        </span>
      </div>
      <div className="tags-demo2__row">
        <span className="tags-demo2__mode">checkable</span>
        <Tag mode="checkable" defaultChecked>
          Subscribed
        </Tag>
      </div>
    </div>
  );
}
