import { useState } from 'react';
import { ImageCropper, type ImageCroppedEvent } from 'aquila-ui/image-cropper';

// A drawn landscape (480 × 360), inline as a data URL so it loads without a request.
const LANDSCAPE = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
  <rect width="480" height="360" fill="#8ecae6"/>
  <circle cx="96" cy="84" r="40" fill="#ffb703"/>
  <path d="M0 250 L110 150 L190 215 L300 95 L400 190 L480 140 V360 H0 Z" fill="#2d6a4f"/>
  <path d="M0 292 H480 V360 H0 Z" fill="#219ebc"/>
</svg>`;
const PHOTO = `data:image/svg+xml,${encodeURIComponent(LANDSCAPE)}`;

/** "400 × 400 px, image/png as a Blob": what onImageCropped handed over. */
function describeResult({ width, height, blob, base64 }: ImageCroppedEvent) {
  const encoded = blob ? `${blob.type} as a Blob` : base64 ? `${base64.slice(5, base64.indexOf(';'))} as base64` : 'not encoded';
  return `${width} × ${height} px, ${encoded}`;
}

export default function ImageCropperConfigurator() {
  const [result, setResult] = useState<ImageCroppedEvent | null>(null);
  const src = result?.objectUrl ?? result?.base64 ?? undefined;

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 24 }}>
      <ImageCropper
        style={{ width: 320, height: 260 }}
        imageBase64={PHOTO}
        resizeToWidth={400}
        onImageCropped={setResult}
        onStartCropImage={() => console.log('onStartCropImage')}
        onImageLoaded={(image) => console.log('onImageLoaded', image.original.size)}
        onCropperReady={(size) => console.log('onCropperReady', size)}
        onLoadImageFailed={() => console.log('onLoadImageFailed')}
        onTransformChange={(transform) => console.log('onTransformChange', transform)}
        onCropperChange={(position) => console.log('onCropperChange', position)}
      />
      <figure style={{ margin: 0 }}>
        {src && <img src={src} alt="Cropped result" style={{ display: 'block', width: 160 }} />}
        <figcaption>{result ? describeResult(result) : 'Not cropped yet'}</figcaption>
      </figure>
    </div>
  );
}
