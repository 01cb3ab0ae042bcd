/**
 * Conversions from the colour spaces CSS Color 4 names to sRGB, in pure code: the same numbers on the
 * server, in tests and in every browser, so a colour computed while rendering on the server matches the
 * one computed while hydrating. Matrices and transfer functions are those of the CSS Color 4 sample code.
 * Every function returns sRGB channels from 0 to 1, possibly outside that range for a colour outside the
 * sRGB gamut; the caller clips them.
 */

export type Triple = [number, number, number];
type Matrix = readonly [Triple, Triple, Triple];

const multiply = (m: Matrix, [a, b, c]: Triple): Triple => m.map((row) => row[0] * a + row[1] * b + row[2] * c) as Triple;

const signed = (value: number, curve: (magnitude: number) => number) => Math.sign(value) * curve(Math.abs(value));

const srgbEncode = (value: number) => signed(value, (v) => (v > 0.0031308 ? 1.055 * v ** (1 / 2.4) - 0.055 : 12.92 * v));
const srgbDecode = (value: number) => signed(value, (v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));

const XYZ_D65_TO_LINEAR_SRGB: Matrix = [
  [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
  [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
  [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
];
// Bradford chromatic adaptation from the D50 white point (Lab, LCH, ProPhoto, xyz-d50) to D65.
const D50_TO_D65: Matrix = [
  [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
  [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
  [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
];
const LINEAR_P3_TO_XYZ: Matrix = [
  [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
  [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
  [0, 0.04511338185890264, 1.043944368900976],
];
const LINEAR_A98_TO_XYZ: Matrix = [
  [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
  [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
  [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
];
const LINEAR_PROPHOTO_TO_XYZ_D50: Matrix = [
  [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
  [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
  [0, 0, 0.8251046025104601],
];
const LINEAR_REC2020_TO_XYZ: Matrix = [
  [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
  [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
  [0, 0.028072693049087428, 1.060985057710791],
];

const fromXyzD65 = (xyz: Triple): Triple => multiply(XYZ_D65_TO_LINEAR_SRGB, xyz).map(srgbEncode) as Triple;
const fromXyzD50 = (xyz: Triple): Triple => fromXyzD65(multiply(D50_TO_D65, xyz));

const D50_WHITE: Triple = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585];
const KAPPA = 24389 / 27;
const EPSILON = 216 / 24389;

/** CIE Lab (D50, as CSS defines `lab()`): lightness 0–100, a and b around ±125. */
export function labToSrgb(lightness: number, a: number, b: number): Triple {
  const f1 = (lightness + 16) / 116;
  const f0 = a / 500 + f1;
  const f2 = f1 - b / 200;
  const x = f0 ** 3 > EPSILON ? f0 ** 3 : (116 * f0 - 16) / KAPPA;
  const y = lightness > KAPPA * EPSILON ? f1 ** 3 : lightness / KAPPA;
  const z = f2 ** 3 > EPSILON ? f2 ** 3 : (116 * f2 - 16) / KAPPA;
  return fromXyzD50([x * D50_WHITE[0], y * D50_WHITE[1], z * D50_WHITE[2]]);
}

/** Polar coordinates (chroma, hue in degrees) to the two axes of Lab or OKLab. */
export function polarToAxes(chroma: number, hue: number): [number, number] {
  const radians = (hue * Math.PI) / 180;
  return [chroma * Math.cos(radians), chroma * Math.sin(radians)];
}

/** OKLab: lightness 0–1, a and b around ±0.4. */
export function oklabToSrgb(lightness: number, a: number, b: number): Triple {
  const l = (lightness + 0.3963377773761749 * a + 0.2158037573099136 * b) ** 3;
  const m = (lightness - 0.1055613458156586 * a - 0.0638541728258133 * b) ** 3;
  const s = (lightness - 0.0894841775298119 * a - 1.2914855480194092 * b) ** 3;
  const linear: Triple = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return linear.map(srgbEncode) as Triple;
}

/** HSL (hue in degrees, saturation and lightness 0–1) to sRGB. */
export function hslToSrgb(hue: number, saturation: number, lightness: number): Triple {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)];
}

/** HWB (hue in degrees, whiteness and blackness 0–1) to sRGB; whiteness and blackness that add past 1 give a grey. */
export function hwbToSrgb(hue: number, whiteness: number, blackness: number): Triple {
  if (whiteness + blackness >= 1) {
    const grey = whiteness / (whiteness + blackness);
    return [grey, grey, grey];
  }
  return hslToSrgb(hue, 1, 0.5).map((channel) => channel * (1 - whiteness - blackness) + whiteness) as Triple;
}

const a98Decode = (value: number) => signed(value, (v) => v ** (563 / 256));
const prophotoDecode = (value: number) => signed(value, (v) => (v <= 16 / 512 ? v / 16 : v ** 1.8));
const REC2020_ALPHA = 1.09929682680944;
const REC2020_BETA = 0.018053968510807;
const rec2020Decode = (value: number) =>
  signed(value, (v) => (v < REC2020_BETA * 4.5 ? v / 4.5 : ((v + REC2020_ALPHA - 1) / REC2020_ALPHA) ** (1 / 0.45)));

/** The predefined spaces of `color()`, each to sRGB. */
export const COLOR_FUNCTION_SPACES: Readonly<Record<string, (channels: Triple) => Triple>> = {
  srgb: (channels) => channels,
  'srgb-linear': (channels) => channels.map(srgbEncode) as Triple,
  'display-p3': (channels) => fromXyzD65(multiply(LINEAR_P3_TO_XYZ, channels.map(srgbDecode) as Triple)),
  'a98-rgb': (channels) => fromXyzD65(multiply(LINEAR_A98_TO_XYZ, channels.map(a98Decode) as Triple)),
  'prophoto-rgb': (channels) => fromXyzD50(multiply(LINEAR_PROPHOTO_TO_XYZ_D50, channels.map(prophotoDecode) as Triple)),
  rec2020: (channels) => fromXyzD65(multiply(LINEAR_REC2020_TO_XYZ, channels.map(rec2020Decode) as Triple)),
  xyz: fromXyzD65,
  'xyz-d65': fromXyzD65,
  'xyz-d50': fromXyzD50,
};
