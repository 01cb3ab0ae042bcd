import { watchWarnings } from '../../tests/unit/warnings.ts';
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

  it('uses the default aspect ratio, warning once with the documented text, when one must be kept and is not above 0', () => {
    const warn = watchWarnings();
    const message = '`aspectRatio` should > 0 when `maintainAspectRatio` is enabled';
    expect(resolveSettings(undefined, { aspectRatio: 0 }).aspectRatio).toBe(1);
    expect(resolveSettings(undefined, { aspectRatio: 0 }).aspectRatio).toBe(1);
    expect(resolveSettings({ aspectRatio: -1 }, {}).aspectRatio).toBe(1);
    expect(resolveSettings(undefined, { aspectRatio: Number.NaN }).aspectRatio).toBe(1);
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      `Aquila UI: ImageCropper: ${message} (got 0); the default 1 is used.`,
      `Aquila UI: ImageCropper: ${message} (got -1); the default 1 is used.`,
      `Aquila UI: ImageCropper: ${message} (got NaN); the default 1 is used.`,
    ]);
    expect(resolveSettings(undefined, { aspectRatio: 0, maintainAspectRatio: false }).aspectRatio).toBe(0);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('reads backgroundColor through the colour helper: a colour that is none is no background, with a warning', () => {
    const warn = watchWarnings();
    expect(resolveSettings(undefined, { backgroundColor: '#f00' }).backgroundColor).toBe('rgb(255, 0, 0)');
    expect(resolveSettings(undefined, { backgroundColor: 'var(--paper)' }).backgroundColor).toBe('var(--paper)');
    expect(resolveSettings(undefined, { backgroundColor: '' }).backgroundColor).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(resolveSettings(undefined, { backgroundColor: 'rgb(1,2)' }).backgroundColor).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Invalid RGB color format: ImageCropper backgroundColor got "rgb(1,2)"'),
    );
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
