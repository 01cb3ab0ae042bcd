import {
  addFile,
  blankWorkspace,
  deleteFile,
  ENTRY_FILE,
  renameFile,
  setFileText,
  workspaceFromDemo,
  WORKSPACE_LIMITS,
} from './files';
import { demoFiles } from '../../tests/unit/demo-files.ts';

const start = () => blankWorkspace();
const messageOf = (change: ReturnType<typeof addFile>) => (change.ok ? null : change.message);

describe('workspace files', () => {
  it('starts blank with an App that shows a Button, and its stylesheet', () => {
    const files = start();
    expect(Object.keys(files)).toEqual([ENTRY_FILE, 'styles.scss']);
    expect(files[ENTRY_FILE]).toContain("import { Button } from 'aquila-ui/button'");
    expect(files[ENTRY_FILE]).toContain('export default function App');
  });

  it('adds files of the four kinds, and says why a name will not do', () => {
    const added = addFile(start(), 'Card.tsx', 'export const Card = 1;');
    expect(added).toEqual({ ok: true, files: { ...start(), 'Card.tsx': 'export const Card = 1;' } });
    for (const name of ['util.ts', 'card.scss', 'reset.css']) expect(addFile(start(), name).ok).toBe(true);

    expect(messageOf(addFile(start(), 'styles.scss'))).toBe('There is already a file named styles.scss.');
    expect(messageOf(addFile(start(), 'app.tsx'))).toBe('There is already a file named App.tsx.');
    expect(messageOf(addFile(start(), 'my card.tsx'))).toMatch(/is not a file name here: use letters, digits/);
    expect(messageOf(addFile(start(), 'parts/Card.tsx'))).toMatch(/no folders/);
    expect(messageOf(addFile(start(), 'notes.md'))).toBe(
      '“notes.md” has no extension the playground knows: use .tsx, .ts, .scss or .css (or name the packages in import-map.json).',
    );
    expect(messageOf(addFile(start(), '.tsx'))).toMatch(/is not a file name here/);
    expect(addFile(start(), 'import-map.json').ok).toBe(true);
    expect(messageOf(addFile(start(), 'data.json'))).toMatch(/has no extension the playground knows/);
    expect(messageOf(addFile(start(), ''))).toBe('A file needs a name.');
  });

  it('holds at most the limit of files', () => {
    let files = start();
    for (let index = Object.keys(files).length; index < WORKSPACE_LIMITS.files; index++) {
      const change = addFile(files, `part${index}.ts`);
      if (!change.ok) throw new Error(change.message);
      files = change.files;
    }
    expect(messageOf(addFile(files, 'one-more.ts'))).toBe(
      `A workspace holds at most ${WORKSPACE_LIMITS.files} files: delete one to add another.`,
    );
  });

  it('renames a file in place, never the entry, and checks the new name', () => {
    const files = { ...start(), 'Card.tsx': 'card' };
    const renamed = renameFile(files, 'Card.tsx', 'Panel.tsx');
    expect(renamed.ok && Object.keys(renamed.files)).toEqual([ENTRY_FILE, 'styles.scss', 'Panel.tsx']);
    expect(renameFile(files, 'Card.tsx', 'card.tsx').ok).toBe(true);
    expect(messageOf(renameFile(files, ENTRY_FILE, 'Main.tsx'))).toBe('App.tsx is the entry file: it keeps its name.');
    expect(messageOf(renameFile(files, 'Card.tsx', 'styles.scss'))).toBe('There is already a file named styles.scss.');
    expect(messageOf(renameFile(files, 'Gone.tsx', 'x.tsx'))).toBe('There is no file named Gone.tsx.');
  });

  it('deletes any file but the entry', () => {
    const deleted = deleteFile(start(), 'styles.scss');
    expect(deleted.ok && Object.keys(deleted.files)).toEqual([ENTRY_FILE]);
    expect(messageOf(deleteFile(start(), ENTRY_FILE))).toBe('App.tsx is the entry file: it cannot be deleted.');
  });

  it('keeps a file within its length, saying how long it would have been', () => {
    const files = start();
    expect(setFileText(files, ENTRY_FILE, files[ENTRY_FILE])).toEqual({ ok: true, files });
    const long = 'x'.repeat(WORKSPACE_LIMITS.fileLength + 1);
    expect(messageOf(setFileText(files, ENTRY_FILE, long))).toBe(
      'App.tsx would be 100,001 characters long; a file holds at most 100,000.',
    );
  });

  it('turns a demo into a workspace: its module is App.tsx, its other files keep their names', () => {
    const files = { ...demoFiles('dialog-demo1', "import './dialog-demo1.scss';", '.a {}'), 'sample-dialog.tsx': 'x' };
    expect(workspaceFromDemo('dialog-demo1', files)).toEqual({
      [ENTRY_FILE]: "import './dialog-demo1.scss';",
      'dialog-demo1.scss': '.a {}',
      'sample-dialog.tsx': 'x',
    });
  });
});
