import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Signature',
  description:
    'A pad to sign on with a mouse, a pen or a finger. Each finished stroke hands the drawing over as a PNG data URL; people choose the pen colour and clear the pad with the controls under it.',
  whenToUse: [
    'To capture a handwritten signature: accepting a delivery, a contract or a consent form.',
    'For a quick sketch or initials where an image is what you keep.',
    'Never as the only way to sign: people who use a keyboard or a screen reader cannot draw, so offer a typed name as well.',
  ],
  imports: ['SignaturePad'],
  entry: 'signature',
  demos: [
    {
      id: 'signature-demo1',
      title: 'Basic',
      description:
        'Sign with black, blue (#2A7CFF) or red (#d32029). Each time a stroke ends, onSignatureComplete hands over the drawing as a PNG data URL, shown in the 464 × 182 preview; Clear empties the pad and the preview.',
    },
    {
      id: 'signature-demo2',
      title: 'Controlled from outside',
      description:
        "Without its own colours and Clear button: the pen colour is fixed with pointerColor, the page's own buttons clear the pad and read the image through handleRef (clear(), isEmpty(), toDataURL()), and onStateChange enables Accept once something is drawn.",
    },
    {
      id: 'signature-demo3',
      title: 'With a typed alternative',
      description:
        'A field for the full name beside the pad, so people who cannot draw — with a keyboard, a screen reader or a shaky hand — can still sign. textToBase64Image turns the typed name into a PNG data URL, the same kind of image a drawing gives.',
    },
  ],
  configurator: { component: 'SignaturePad' },
  api: ['SignaturePad'],
  keyboard: [
    {
      keys: 'Tab',
      action:
        'Moves to the chosen pen colour, then to Clear. The drawing surface takes no focus: it cannot be drawn on from the keyboard',
    },
    { keys: 'Right Arrow / Down Arrow', action: 'Chooses the next pen colour; from the last it goes round to the first' },
    { keys: 'Left Arrow / Up Arrow', action: 'Chooses the previous pen colour; from the first it goes round to the last' },
    { keys: 'Space', action: 'Chooses the focused pen colour when none is chosen yet' },
    { keys: 'Enter / Space', action: 'On Clear: empties the pad' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        '`pointerColor` is the pen colour. Leave it out and the pad keeps the colour itself, starting from `defaultPointerColor`; give it and the pad follows it, with `onPointerColorChange` asking for a change when a swatch is chosen. It need not be one of `pointerColors`; a swatch is shown chosen when its colour is the same, however it is written ("black" and "#000000").',
        "Three helpers turn text into the same kind of image: `textToBase64Image(text, fontStyle, width = 400, height = 50)` returns a PNG data URL (`''` where the browser has no canvas), `textToBlobImage` with the same arguments returns a PNG `Blob` (and throws 'Canvas context is not available.' where there is no canvas), and `base64ToBlob(base64, mimeType)` turns a data URL, such as `onSignatureComplete`'s, or bare base64 into a `Blob` to upload. `fontStyle` is `{ fontFamily, fontSize, color, textAlign, fontWeight }`; the text is one line, centred vertically.",
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        'A stroke is drawn with the main mouse button, a pen or one finger; a second finger and other buttons are ignored while it lasts. The pad captures the pointer, so a stroke that slides off the canvas goes on (out of sight) and ends where the pointer is released. The canvas has `touch-action: none`, so the page does not scroll while a finger draws on it.',
        "`onSignatureComplete` receives the drawing as a PNG data URL each time a stroke ends, and the blank image when the pad is cleared (by Clear or by the handle). The PNG has a transparent background, the pen colours as chosen (see Styling) and the canvas's resolution: its CSS size times the device pixel ratio, so 800 × 300 px for a 400 × 150 pad on a 2× screen. The handle's `toDataURL(type, quality)` gives other formats, such as JPEG.",
        'The pad is empty until the first stroke begins and signed from then on, until it is cleared: the root element carries `data-state="empty"` or `"signed"`, `onStateChange` reports each change, and the handle\'s `isEmpty()` answers at any time.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'Keyboard and screen-reader users cannot draw a signature. The pad says so to assistive technology (an image named "Signature pad", described as "empty" or "signed"), but it cannot replace drawing: give people another way to sign, such as typing their full name (see the third example), and accept it wherever you accept the drawing.',
        'Clear is disabled while the pad is empty. It is marked `aria-disabled` rather than `disabled`, so after a clear the keyboard focus stays on it.',
        'Each swatch is a radio named after its colour ("Black", "Blue", "Red"); name them yourself with `pointerColorLabels` when two colours are close or your page speaks another language (`padLabel`, `stateLabels`, `clearLabel` and `pointerColorsLabel` translate the rest).',
      ],
    },
    {
      heading: 'Styling',
      items: [
        '`width` and `height` are the canvas\'s CSS size in px (numbers or their text, such as "400" or "400px"; any other value keeps 400 × 150 and warns in development); lines are 2 px (`lineWidth`) and stay crisp on high-density screens. In a narrower container the pad shrinks to fit, keeping its proportions but never getting flatter than 16:9, so a 400 × 150 pad stays 150 px high down to 267 px wide. A drawing made before a resize is kept and scaled to fit, never cut off or stretched.',
        "The pad follows the theme: its paper is the theme's background (`--aq-signature-paper`) and black, the default pen, is shown in the theme's text colour (`--aq-signature-ink`), so it reads light on the dark paper. Any other colour that would fall below 3:1 against the paper is shown in its nearest shade that reaches it, so navy turns lighter in the dark theme. The image keeps the colours as chosen, black ink black, whichever theme it was drawn in: a signature is printed on white. To show it on a dark page, as the Basic example's preview does, invert it with its hues turned back (`filter: invert(1) hue-rotate(180deg)`).",
      ],
    },
    {
      heading: 'Errors',
      items: [
        "Any CSS colour works, a `var()` included (the pen resolves it where the pad is). A value in `pointerColors` or `pointerColor` that is no colour is black and warns once in development with the colour helper's text.",
      ],
    },
  ],
});
