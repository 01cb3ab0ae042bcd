import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { ImageCropper, type ImageCroppedEvent, type ImageTransform } from 'aquila-ui/image-cropper';
import { SAMPLE_BOAT } from './sample-boat';
import './image-cropper-demo2.scss';

const ZOOM_STEP = 0.25;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 3;

export default function ImageCropperDemo2() {
  const [rotation, setRotation] = useState(0);
  const [transform, setTransform] = useState<ImageTransform>({});
  const [result, setResult] = useState<{ url: string; width: number; height: number } | null>(null);
  const scale = transform.scale ?? 1;

  const zoom = (by: number) => setTransform({ ...transform, scale: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale + by)) });

  const showCrop = (event: ImageCroppedEvent) => {
    if (event.objectUrl) setResult({ url: event.objectUrl, width: event.width, height: event.height });
  };

  return (
    <div className="image-cropper-demo2">
      <div className="image-cropper-demo2__tools" role="toolbar" aria-label="Image">
        <Button variant="outlined" size="small" onClick={() => setRotation(rotation - 1)}>
          Rotate left
        </Button>
        <Button variant="outlined" size="small" onClick={() => setRotation(rotation + 1)}>
          Rotate right
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-pressed={Boolean(transform.flipH)}
          onClick={() => setTransform({ ...transform, flipH: !transform.flipH })}
        >
          Flip horizontal
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-pressed={Boolean(transform.flipV)}
          onClick={() => setTransform({ ...transform, flipV: !transform.flipV })}
        >
          Flip vertical
        </Button>
        <Button variant="outlined" size="small" disabled={scale <= MIN_ZOOM} onClick={() => zoom(-ZOOM_STEP)}>
          Zoom out
        </Button>
        <Button variant="outlined" size="small" disabled={scale >= MAX_ZOOM} onClick={() => zoom(ZOOM_STEP)}>
          Zoom in
        </Button>
        <Button
          variant="text"
          size="small"
          onClick={() => {
            setRotation(0);
            setTransform({});
          }}
        >
          Reset
        </Button>
      </div>
      <div className="image-cropper-demo2__work">
        <ImageCropper
          className="image-cropper-demo2__cropper"
          imageBase64={SAMPLE_BOAT}
          imageAltText="Harbour picture to edit"
          maintainAspectRatio={false}
          canvasRotation={rotation}
          transform={transform}
          onTransformChange={setTransform}
          allowMoveImage
          onImageCropped={showCrop}
        />
        <figure className="image-cropper-demo2__result">
          {/* Until the first crop, its place is kept: the whole picture, 3:2, as the first result will be. */}
          {result ? (
            <img src={result.url} alt="Cropped harbour picture" />
          ) : (
            <span className="image-cropper-demo2__pending" aria-hidden="true" />
          )}
          <figcaption>
            {result ? `Result, ${result.width} × ${result.height} px` : 'Result'} · zoom {Math.round(scale * 100)}%
          </figcaption>
        </figure>
      </div>
    </div>
  );
}
