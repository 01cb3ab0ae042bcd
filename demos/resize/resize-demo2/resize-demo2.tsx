import { useState } from 'react';
import { Resizable, type ResizeDirection, type ResizeMarkerPosition, type ResizeSize } from 'aquila-ui/resize';
import './resize-demo2.scss';

const DIRECTIONS: ResizeDirection[] = ['diagonal', 'horizontal', 'vertical'];
const MARKERS: ResizeMarkerPosition[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'left', 'right', 'top', 'bottom'];

export default function ResizeDemo2() {
  const [direction, setDirection] = useState<ResizeDirection>('diagonal');
  const [marker, setMarker] = useState<ResizeMarkerPosition>('bottom-right');
  const [size, setSize] = useState<ResizeSize | null>(null);

  return (
    <div className="resize-demo2">
      <div className="resize-demo2__controls">
        <label>
          Direction
          <select value={direction} onChange={(event) => setDirection(event.target.value as ResizeDirection)}>
            {DIRECTIONS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          Marker position
          <select value={marker} onChange={(event) => setMarker(event.target.value as ResizeMarkerPosition)}>
            {MARKERS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
      </div>
      {/* The panel sits at the far side from its handle, so the edge being dragged follows the pointer. */}
      <div
        className="resize-demo2__stage"
        data-from-left={marker.includes('left') || undefined}
        data-from-top={marker.includes('top') || undefined}
      >
        <Resizable
          width={220}
          minWidth={100}
          minHeight={100}
          resizeDirection={direction}
          markerPosition={marker}
          handleLabel="Resize the box"
          onResize={setSize}
          className="resize-demo2__panel"
        >
          {direction} from {marker}
        </Resizable>
      </div>
      <p className="resize-demo2__size">{size ? `Resized to ${size.width} × ${size.height} px` : 'At least 100 × 100 px'}</p>
    </div>
  );
}
