// A drawn landscape (480 × 360), so the example has a picture before anyone uploads one. It is inline, as a
// data URL, so it loads without a request.
const LANDSCAPE = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
  <rect width="480" height="360" fill="#8ecae6"/>
  <circle cx="96" cy="84" r="40" fill="#ffb703"/>
  <path d="M0 250 L110 150 L190 215 L300 95 L400 190 L480 140 V360 H0 Z" fill="#2d6a4f"/>
  <path d="M300 95 L330 128 L312 122 L300 136 L286 124 L272 126 Z" fill="#f1faee"/>
  <path d="M0 292 H480 V360 H0 Z" fill="#219ebc"/>
  <path d="M40 318 H130 M220 334 H330 M380 314 H450" stroke="#8ecae6" stroke-width="4" stroke-linecap="round"/>
</svg>`;

export const SAMPLE_PHOTO = `data:image/svg+xml,${encodeURIComponent(LANDSCAPE)}`;
