import { useState } from 'react';
import { Resizable, type ResizeSize } from 'aquila-ui/resize';
import './resize-demo1.scss';

export default function ResizeDemo1() {
  const [size, setSize] = useState<ResizeSize | null>(null);

  return (
    <div className="resize-demo1">
      <Resizable width={320} handleLabel="Resize the note" onResize={setSize} className="resize-demo1__panel">
        <p>
          <strong>Sprint notes</strong>
        </p>
        <p>Drag the corner to make this note larger or smaller, or focus the corner with Tab and use the arrow keys.</p>
      </Resizable>
      <p className="resize-demo1__size">{size ? `Resized to ${size.width} × ${size.height} px` : 'Not resized yet'}</p>
    </div>
  );
}
