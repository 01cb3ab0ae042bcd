import { useState } from 'react';
import { Resizable, type ResizeSize } from 'aquila-ui/resize';

export default function ResizableConfigurator() {
  const [size, setSize] = useState<ResizeSize | null>(null);

  return (
    <div>
      <Resizable style={{ padding: '0 16px' }} width={320} onResize={setSize}>
        <p>
          <strong>Sprint notes</strong>
        </p>
        <p>Drag the handle to make this note larger or smaller, or focus it with Tab and use the arrow keys.</p>
      </Resizable>
      <p>{size ? `Resized to ${size.width} × ${size.height} px` : 'Not resized yet'}</p>
    </div>
  );
}
