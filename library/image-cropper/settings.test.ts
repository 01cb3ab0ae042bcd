import { IMAGE_CROPPER_DEFAULTS } from './constants.ts';
import { containRatioOf, resolveSettings, splitSettings } from './settings.ts';

describe('resolveSettings', () => {
  it('starts from the defaults', () => {
    const settings = resolveSettings(undefined, {});
    expect(settings).toEqual(IMAGE_CROPPER_DEFAULTS);
    expect(settings).toMatchObject({
      output: 'blob',
      format: 'png',
      autoCrop: true,
      maintainAspectRatio: true,
      aspectRatio: 1,
      imageQuality: 92,
      initialStepSize: 3,
      alignImage: 'center',
      checkImageType: true,
    });
  });

  it('takes options, and a prop of the same name over them; undefined overrides nothing', () => {
    const settings = resolveSettings(
      { format: 'jpeg', imageQuality: 50, aspectRatio: undefined },
      { imageQuality: 70, format: undefined },
    );
    expect(settings).toMatchObject({ format: 'jpeg', imageQuality: 70, aspectRatio: 1 });
  });

  it('throws when an aspect ratio must be kept and is not above 0', () => {
    const message = '`aspectRatio` should > 0 when `maintainAspectRatio` is enabled';
    expect(() => resolveSettings(undefined, { aspectRatio: 0 })).toThrow(new Error(message));
    expect(() => resolveSettings({ aspectRatio: -1 }, {})).toThrow(message);
    expect(() => resolveSettings(undefined, { aspectRatio: Number.NaN })).toThrow(message);
    expect(() => resolveSettings(undefined, { aspectRatio: 0, maintainAspectRatio: false })).not.toThrow();
  });

  it('reads backgroundColor through the colour helper', () => {
    expect(resolveSettings(undefined, { backgroundColor: '#f00' }).backgroundColor).toBe('rgb(255, 0, 0)');
    expect(() => resolveSettings(undefined, { backgroundColor: 'rgb(1,2)' })).toThrow('Invalid RGB color format');
  });
});

describe('containRatioOf', () => {
  it('pads to the aspect ratio only with containWithinAspectRatio while a ratio is kept', () => {
    expect(containRatioOf({ containWithinAspectRatio: true, maintainAspectRatio: true, aspectRatio: 2 })).toBe(2);
    expect(containRatioOf({ containWithinAspectRatio: false, maintainAspectRatio: true, aspectRatio: 2 })).toBeNull();
    expect(containRatioOf({ containWithinAspectRatio: true, maintainAspectRatio: false, aspectRatio: 2 })).toBeNull();
  });
});

describe('splitSettings', () => {
  it('parts the settings from the other props by the names of the defaults, an undefined one included', () => {
    const onClick = () => {};
    const [settings, others] = splitSettings({
      aspectRatio: 2,
      cropperFrameAriaLabel: 'Avatar',
      backgroundColor: undefined,
      id: 'cropper',
      onClick,
      'data-testid': 'x',
    });
    expect(settings).toEqual({ aspectRatio: 2, cropperFrameAriaLabel: 'Avatar', backgroundColor: undefined });
    expect('backgroundColor' in settings).toBe(true);
    expect(others).toEqual({ id: 'cropper', onClick, 'data-testid': 'x' });
  });

  it('takes every setting, and only those', () => {
    const [settings, others] = splitSettings({ ...IMAGE_CROPPER_DEFAULTS, title: 'Crop' });
    expect(settings).toEqual(IMAGE_CROPPER_DEFAULTS);
    expect(Object.keys(settings)).toHaveLength(26);
    expect(others).toEqual({ title: 'Crop' });
  });
});
