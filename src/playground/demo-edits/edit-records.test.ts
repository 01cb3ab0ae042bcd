import { differing, sameFiles, withEdit, withFile } from './edit-records';

const shipped = { html: '<div id="root"></div>', tsx: 'shipped', scss: '.a {}' };

describe('edit records', () => {
  it('adds a changed file to the edit, and takes it out once it is the shipped text again', () => {
    const edit = withFile(undefined, shipped, 'tsx', 'typed');
    expect(edit).toEqual({ tsx: 'typed' });
    expect(withFile(edit, shipped, 'tsx', 'shipped')).toEqual({});
  });

  it('returns the same edit when nothing changes, or the file is not the demo’s', () => {
    const edit = { tsx: 'typed' };
    expect(withFile(edit, shipped, 'tsx', 'typed')).toBe(edit);
    expect(withFile(undefined, shipped, 'scss', '.a {}')).toBeUndefined();
    expect(withFile(edit, shipped, 'other.tsx', 'x')).toBe(edit);
  });

  it('keeps only what differs, and forgets a demo whose edit is empty', () => {
    expect(differing({ tsx: 'shipped', scss: '.b {}' }, shipped)).toEqual({ scss: '.b {}' });
    expect(withEdit({ a: { tsx: 'x' }, b: { tsx: 'y' } }, 'a', {})).toEqual({ b: { tsx: 'y' } });
    expect(withEdit({}, 'a', { tsx: 'x' })).toEqual({ a: { tsx: 'x' } });
  });

  it('compares file sets by their keys and texts', () => {
    expect(sameFiles({ tsx: 'a' }, { tsx: 'a' })).toBe(true);
    expect(sameFiles({ tsx: 'a' }, { tsx: 'a', scss: '' })).toBe(false);
    expect(sameFiles(undefined, { tsx: 'a' })).toBe(false);
  });

  it('takes an import map into a demo’s edit, though none is shipped, and drops it once empty', () => {
    const shipped = { tsx: 'a', scss: 'b' };
    const withMap = withFile(undefined, shipped, 'import-map.json', '{ "imports": {} }');
    expect(withMap).toEqual({ 'import-map.json': '{ "imports": {} }' });
    expect(withFile(withMap, shipped, 'import-map.json', '')).toEqual({});
    expect(withFile(undefined, shipped, 'notes.md', 'x')).toBeUndefined();
  });
});
