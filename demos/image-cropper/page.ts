import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Image cropper',
  description:
    'Loads a picture — a file someone chooses, an address, base64 or a File — and lets people frame the part they want with a pointer, two fingers or the keyboard. The cropped part comes back as a Blob with an object URL, or as base64, in PNG, JPEG or WebP.',
  whenToUse: [
    'To let people choose the part of a photo they upload: a profile picture, a cover, a product shot.',
    'To give an uploaded image a fixed shape and size (aspectRatio, resizeToWidth) before it is sent to your server.',
    'To turn, mirror or zoom a picture before keeping part of it.',
  ],
  imports: ['ImageCropper'],
  entry: 'image-cropper',
  demos: [
    {
      id: 'image-cropper-demo1',
      title: 'Profile picture',
      description:
        'A round crop area in a square ratio, in a 240 × 310 cropper. It starts with a sample picture; Upload a photo opens any image of yours. Each change of the area is cropped (output="base64") and shown in the preview.',
    },
    {
      id: 'image-cropper-demo2',
      title: 'Rotate, flip and zoom',
      description:
        'Buttons change canvasRotation (quarter turns) and the transform (flipH, flipV, scale); with allowMoveImage the picture can also be dragged under the crop area. The result is a PNG Blob, shown through its object URL.',
    },
  ],
  configurator: {
    component: 'ImageCropper',
    // Neither can act in a live sample: every change of a control loads the picture afresh, so no crop area
    // is there to keep or reset when aspectRatio changes, and the sample's picture is of a type always accepted.
    omit: ['resetCropOnAspectRatioChange', 'checkImageType'],
  },
  api: ['ImageCropper'],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus to the crop area (and away from it)' },
    {
      keys: 'Arrow keys',
      action: 'Move the crop area by the step (3 px unless initialStepSize says otherwise), stopping at the image’s edges',
    },
    { keys: 'Shift + Arrow key', action: 'Moves the edge on that side outwards: Shift + Right Arrow widens the area to the right' },
    {
      keys: 'Shift + Alt + Arrow key',
      action: 'Moves the opposite edge the same way: Shift + Alt + Right Arrow narrows the area from the left',
    },
    { keys: '1 … 9', action: 'Make that many pixels the step' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        '`format` defaults to `png`. An earlier version of this table gave `jpeg` as the default, which was wrong: set `format="jpeg"` (or `"webp"`) yourself for smaller photos. `imageQuality` (92 by default) is divided by 100 and kept between 0 and 1; PNG ignores it.',
        'To crop when you choose (with `autoCrop` off, for example), call `crop()` on the handle given to `handleRef`: it resolves with the same result, or with `null` before the crop area is shown, and rejects with "Crop image failed" when the browser cannot draw the image. An image that loads with nothing in it fails the load with "No image loaded". A `blob` or `base64` of `null` means the browser could not encode the result. A `canvasRotation` that cannot be drawn fails the load with "Failed to get Blob for transformed image.".',
        '`cropper` makes the crop area controlled: pass the position `onCropperChange` reports (`null` lets the cropper place it on each new image). Leave it out and the cropper keeps the position itself, starting from `defaultCropper` or centred as large as allowed. `transform` and `onTransformChange` work the same way; `translateH` and `translateV` are in % of the image unless `translateUnit` is `"px"`.',
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        'The image is read from one source at a time; whichever of `imageChangedEvent`, `imageURL`, `imageBase64` and `imageFile` changed last wins. `imageURL` is fetched with GET and read as a blob, so another host must allow the request (CORS). With `checkImageType` on (the default), only png, jpg, jpeg, heic, bmp, gif, tiff, svg, webp, x-icon and vnd.microsoft.icon are accepted — other files fail with "Invalid image type". An SVG needs a width and height or a `viewBox` ("Failed to load SVG image. SVG must have width + height or viewBox definition."); one that is not valid SVG fails with "Failed to parse SVG image". A JPEG stands upright by its EXIF orientation.',
        'The crop area appears once the image has a width on the page: it is measured every 50 ms, up to 40 more times. A cropper inside an element that is not displayed cannot be measured; after those 2 seconds the load fails. Every failed load is logged to the console with its reason and calls `onLoadImageFailed`.',
        'With `autoCrop` (the default) a crop runs 100 ms after the last change of the crop area, the transform or an output setting, so holding an arrow key or a burst of changes makes one crop; a pointer drag crops once, when it is released. `onStartCropImage` is called as each crop starts, `onImageCropped` with its result: `width` and `height` of the output, `imagePosition` (in px of the image), `cropperPosition` (in px as displayed), and `base64` or `blob` with `objectUrl`. The object URL is revoked when the next result comes and when the cropper unmounts; keep the blob if you need it longer.',
        '`cropperMinWidth`, `cropperMaxWidth`, `cropperStaticWidth` and their height twins are in px of the image; the area is never smaller than 20 px as displayed, and a maximum of 20 or less is ignored. A static width and height fix the size, so the area only moves.',
        '`disabled` hides the resize handles and ignores pointer and keyboard. `hidden` hides the cropper (it takes no room) but keeps its image and crop area; if the page is resized meanwhile, the crop area follows when it is shown again. Setting the image source to `null` or `undefined` takes the image away.',
        'Two fingers on the crop area pinch it larger or smaller. The gestures use pointer events; in a browser without them the cropper warns once in the console that pinching and dragging are unavailable, and the keyboard still works.',
      ],
    },
    {
      heading: 'Styling',
      items: [
        '`roundCropper` only changes how the area looks: the output is the square around the circle (show it with `border-radius: 50%`). `backgroundColor` fills the output under transparent parts, padding (`containWithinAspectRatio`) and JPEG output. It takes any CSS colour (a `var()` is resolved where the cropper is); one that is no colour fills nothing and warns in development.',
      ],
    },
    {
      heading: 'Errors',
      items: [
        'With `maintainAspectRatio` (the default) `aspectRatio` must be greater than 0; otherwise the cropper keeps the default 1 and warns once in development with "`` `aspectRatio` should > 0 when `maintainAspectRatio` is enabled ``".',
      ],
    },
  ],
});
