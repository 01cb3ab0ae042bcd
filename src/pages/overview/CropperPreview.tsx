/** The handles on the crop area's square: corners, then the middles of the sides. */
const HANDLES = [
  [80, 20],
  [160, 20],
  [160, 100],
  [80, 100],
  [120, 20],
  [160, 60],
  [120, 100],
  [80, 60],
];

/**
 * The image cropper at work, drawn: a landscape under a round crop area with its frame and handles.
 * The real cropper decodes and measures a picture on the client; a drawing paints with the page and
 * weighs nothing. The landscape takes the theme's colours, so it is a day scene in the light theme
 * and a night one in the dark.
 */
export function CropperPreview() {
  return (
    <svg
      className="cropper-preview"
      viewBox="0 0 240 120"
      role="img"
      aria-label="A landscape picture under a round crop area, with the frame's eight handles"
    >
      <rect className="cropper-preview__sky" width="240" height="120" />
      <circle className="cropper-preview__sun" cx="58" cy="34" r="14" />
      <path className="cropper-preview__hills" d="M0 86 L52 50 L88 72 L138 30 L186 66 L240 44 V120 H0 Z" />
      <path className="cropper-preview__lake" d="M0 100 H240 V120 H0 Z" />
      {/* The shade over everything but the crop circle: the rectangle and the circle, filled evenodd. */}
      <path className="cropper-preview__shade" fillRule="evenodd" d="M0 0 H240 V120 H0 Z M120 20 A40 40 0 1 0 120.01 20 Z" />
      <circle className="cropper-preview__frame" cx="120" cy="60" r="40" />
      {HANDLES.map(([x, y]) => (
        <rect key={`${x}-${y}`} className="cropper-preview__handle" x={x - 3} y={y - 3} width="6" height="6" />
      ))}
    </svg>
  );
}
