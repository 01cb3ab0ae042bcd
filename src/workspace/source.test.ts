import { ENTRY_FILE } from './files';
import { previewInput, WORKSPACE_PAGE_HTML } from './source';
import { PLAYGROUND_ID } from './workspace';
import { demoFiles } from '../../tests/unit/demo-files.ts';

describe('the preview of the playground page', () => {
  it('gives the compiler its modules, with App.tsx the entry, and its stylesheets in order', () => {
    const files = { [ENTRY_FILE]: 'app', 'Card.tsx': 'card', 'base.css': 'b', 'util.ts': 'u', 'card.scss': 'c' };
    expect(previewInput(PLAYGROUND_ID, files)).toEqual({
      html: WORKSPACE_PAGE_HTML,
      source: {
        scripts: { entry: ENTRY_FILE, files: { [ENTRY_FILE]: 'app', 'Card.tsx': 'card', 'util.ts': 'u' } },
        styles: { 'base.css': 'b', 'card.scss': 'c' },
      },
    });
  });

  it('gives the compiler the import map apart from the modules', () => {
    const { source } = previewInput(PLAYGROUND_ID, { [ENTRY_FILE]: 'app', 'import-map.json': '{ "imports": {} }' });
    expect(source).toEqual({
      scripts: { entry: ENTRY_FILE, files: { [ENTRY_FILE]: 'app' } },
      styles: {},
      importMap: '{ "imports": {} }',
    });
  });
});

describe('the preview of a demo', () => {
  it('gives the compiler its scripts with its module the entry, its stylesheet and its import map, in its own page', () => {
    const files = {
      ...demoFiles('dialog-demo1', 'demo', '.a {}'),
      'sample-dialog.tsx': 'sample',
      'import-map.json': '{ "imports": {} }',
    };
    const { source, html } = previewInput('dialog-demo1', files);
    expect(html).toBe('<div id="root"></div>');
    expect(source.scripts.entry).toBe('dialog-demo1.tsx');
    expect(source.scripts.files).toEqual({ 'dialog-demo1.tsx': 'demo', 'sample-dialog.tsx': 'sample' });
    expect(source.styles).toEqual({ 'dialog-demo1.scss': '.a {}' });
    expect(source.importMap).toBe('{ "imports": {} }');
  });
});
