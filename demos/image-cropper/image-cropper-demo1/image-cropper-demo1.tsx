import { useState, type ChangeEvent } from 'react';
import { ImageCropper, type ImageCroppedEvent } from 'aquila-ui/image-cropper';
import { SAMPLE_PHOTO } from './sample-photo';
import './image-cropper-demo1.scss';

export default function ImageCropperDemo1() {
  const [photoChange, setPhotoChange] = useState<ChangeEvent<HTMLInputElement> | null>(null);
  const [preview, setPreview] = useState<{ src: string; width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    setFailed(false);
    setPhotoChange(event);
  };

  const showCrop = (event: ImageCroppedEvent) => {
    // With output="base64" the crop comes as a data URL; it is missing only when the browser could not encode it.
    if (!event.base64) {
      console.log('blob is null or undefined');
      return;
    }
    setPreview({ src: event.base64, width: event.width, height: event.height });
  };

  return (
    <div className="image-cropper-demo1">
      <label className="image-cropper-demo1__upload">
        <input type="file" accept="image/*" onChange={choosePhoto} />
        Upload a photo
      </label>
      {failed && (
        <p className="image-cropper-demo1__error" role="alert">
          That file could not be opened as an image. Try a PNG, JPEG, GIF, WebP or SVG file.
        </p>
      )}
      <div className="image-cropper-demo1__work">
        <ImageCropper
          className="image-cropper-demo1__cropper"
          imageBase64={SAMPLE_PHOTO}
          imageChangedEvent={photoChange}
          imageAltText="Photo to crop"
          cropperFrameAriaLabel="Profile picture area"
          output="base64"
          aspectRatio={1}
          roundCropper
          onImageCropped={showCrop}
          onLoadImageFailed={() => setFailed(true)}
        />
        <figure className="image-cropper-demo1__preview">
          {preview ? (
            <img className="image-cropper-demo1__picture" src={preview.src} alt="Profile picture preview" />
          ) : (
            <span className="image-cropper-demo1__picture" aria-hidden />
          )}
          <figcaption>{preview ? `Preview, ${preview.width} × ${preview.height} px` : 'Preview'}</figcaption>
        </figure>
      </div>
    </div>
  );
}
