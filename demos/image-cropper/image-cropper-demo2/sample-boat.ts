// A drawn harbour (480 × 320) that looks wrong when mirrored or turned — the sun top right, the boat sailing
// left — so each button's effect shows. Inline, as a data URL, so it loads without a request.
const HARBOUR = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
  <rect width="480" height="320" fill="#ffd6a5"/>
  <circle cx="400" cy="70" r="38" fill="#ff7b00"/>
  <path d="M0 200 H480 V320 H0 Z" fill="#1d3557"/>
  <path d="M70 196 H230 L205 226 H95 Z" fill="#6b2d0f"/>
  <path d="M150 60 V192 H85 Z" fill="#f1faee"/>
  <path d="M158 80 V192 H215 Z" fill="#e63946"/>
  <path d="M20 250 H110 M260 270 H380 M330 236 H450" stroke="#a8dadc" stroke-width="4" stroke-linecap="round"/>
</svg>`;

export const SAMPLE_BOAT = `data:image/svg+xml,${encodeURIComponent(HARBOUR)}`;
