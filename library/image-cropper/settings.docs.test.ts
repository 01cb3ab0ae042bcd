// @vitest-environment node
import path from 'node:path';
import { extractApiDocs } from '../../scripts/api-docs.ts';
import { IMAGE_CROPPER_DEFAULTS } from './constants.ts';

// The settings are typed and documented once, on ImageCropperOptions, and given their values once, in
// IMAGE_CROPPER_DEFAULTS: the API table must show each as a prop with the default the cropper really uses.
const rows = extractApiDocs([path.resolve(import.meta.dirname, 'ImageCropper.tsx')]).ImageCropper.rows;

describe('the settings in the API table', () => {
  it.each(Object.entries(IMAGE_CROPPER_DEFAULTS))('documents %s as a prop with its default', (name, value) => {
    const row = rows.find((candidate) => candidate.property === name);
    expect(row?.description).toBeTruthy();
    expect(row?.default).toBe(value === undefined ? '' : typeof value === 'string' ? `'${value}'` : String(value));
  });
});
