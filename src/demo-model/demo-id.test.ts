import {
  configuratorDemoId,
  demoFolder,
  demoIdOf,
  isConfiguratorDemo,
  isDemoId,
  isExampleDemo,
  isPageSlug,
  pageOfDemo,
  parseDemoId,
  parseDemoPath,
} from './demo-id';

describe('demo ids', () => {
  it('read a page and a number, for pages with dashes and digits', () => {
    expect(parseDemoId('button-demo1')).toEqual({ page: 'button', number: 1 });
    expect(parseDemoId('radio-button-demo12')).toEqual({ page: 'radio-button', number: 12 });
    expect(parseDemoId('h2o-demo0')).toEqual({ page: 'h2o', number: 0 });
    expect(demoIdOf('image-cropper', 3)).toBe('image-cropper-demo3');
    expect(pageOfDemo('image-cropper-demo3')).toBe('image-cropper');
  });

  it('refuse what is not one', () => {
    for (const text of [
      '',
      'button',
      'button-demo',
      'button-demo01',
      'Button-demo1',
      '1button-demo1',
      'button-demo1/x',
      '../button-demo1',
      'button-demo-1',
    ])
      expect(isDemoId(text), text).toBe(false);
    expect(() => pageOfDemo('button')).toThrow(RangeError);
  });

  it('number the configurator sample 0, before the examples', () => {
    expect(configuratorDemoId('select')).toBe('select-demo0');
    expect(isConfiguratorDemo('select-demo0')).toBe(true);
    expect(isConfiguratorDemo('select-demo10')).toBe(false);
    expect(isExampleDemo('select-demo10')).toBe(true);
    expect(isExampleDemo('select-demo0')).toBe(false);
    expect(isExampleDemo('select')).toBe(false);
  });

  it('name the folder and the pages', () => {
    expect(demoFolder('radio-button-demo2')).toBe('radio-button/radio-button-demo2');
    expect(isPageSlug('radio-button')).toBe(true);
    expect(isPageSlug('Radio')).toBe(false);
    expect(isPageSlug('../x')).toBe(false);
  });
});

describe('parseDemoPath', () => {
  it('reads a path inside a demo folder of its own page', () => {
    expect(parseDemoPath('button/button-demo1/button-demo1.tsx')).toEqual({
      page: 'button',
      demoId: 'button-demo1',
      rest: 'button-demo1.tsx',
    });
    expect(parseDemoPath('drawer/drawer-demo4/versions/1a.txt')).toEqual({
      page: 'drawer',
      demoId: 'drawer-demo4',
      rest: 'versions/1a.txt',
    });
  });

  it('refuses a demo folder under another page, or no demo folder at all', () => {
    expect(parseDemoPath('button/card-demo1/card-demo1.tsx')).toBeNull();
    expect(parseDemoPath('button/page.ts')).toBeNull();
    expect(parseDemoPath('button/button-demo1/')).toBeNull();
    expect(parseDemoPath('button/button-demo1')).toBeNull();
  });
});
