import { HOME_TITLE, segmentToName, titleForPath } from './title';

describe('document title', () => {
  it('uses the home title for single-segment URLs', () => {
    expect(HOME_TITLE).toBe('Aquila UI | React UI component library');
    expect(titleForPath('/overview')).toBe(HOME_TITLE);
    expect(titleForPath('/components')).toBe(HOME_TITLE);
    expect(titleForPath('/')).toBe(HOME_TITLE);
  });

  it('gives the guides, the migration and theming guides, the theme page and the playground their own titles', () => {
    expect(titleForPath('/guides')).toBe('Guides | Aquila UI');
    expect(titleForPath('/guides/migrating')).toBe('Migrating from ngx-eagle | Aquila UI');
    expect(titleForPath('/guides/theming')).toBe('Theming, localisation and right-to-left | Aquila UI');
    expect(titleForPath('/theme')).toBe('Theme | Aquila UI');
    expect(titleForPath('/playground')).toBe('Playground | Aquila UI');
    expect(titleForPath('/playground/')).toBe('Playground | Aquila UI');
  });

  it('names deeper pages by their last segment', () => {
    expect(titleForPath('/components/radio-button')).toBe('Radio button | Aquila UI');
    expect(titleForPath('/components/image-cropper')).toBe('Image cropper | Aquila UI');
    expect(titleForPath('/components/button/')).toBe('Button | Aquila UI');
  });

  it('names a component page as its heading does', () => {
    expect(titleForPath('/components/expansion')).toBe('Expansion panel | Aquila UI');
  });

  it('capitalises only the first letter and turns every dash into a space', () => {
    expect(segmentToName('a-b-c')).toBe('A b c');
  });
});
