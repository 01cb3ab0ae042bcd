import { MAX_ENCODED_LENGTH, packShare, SHARE_VERSION, ShareLinkError } from '../demo-model/share/codec';
import { blankWorkspace, ENTRY_FILE, WORKSPACE_LIMITS } from './files';
import { decodeWorkspace, encodeWorkspace } from './share';

const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ShareLinkError);
    return (error as ShareLinkError).message;
  }
  throw new Error('expected a ShareLinkError');
};

describe('workspace links', () => {
  it('carry every file by name, in order, and the open file', () => {
    const files = { ...blankWorkspace(), 'Card.tsx': 'export const Card = () => <p>card</p>;\n' };
    const value = encodeWorkspace(files, 'Card.tsx');
    expect(value).toMatch(new RegExp(`^${SHARE_VERSION}\\.[A-Za-z0-9_-]+$`));
    const decoded = decodeWorkspace(value);
    expect(decoded.files).toEqual(files);
    expect(Object.keys(decoded.files)).toEqual([ENTRY_FILE, 'styles.scss', 'Card.tsx']);
    expect(decoded.active).toBe('Card.tsx');
    expect(decodeWorkspace(encodeWorkspace(files)).active).toBe(ENTRY_FILE);
  });

  it('carry the import map as one of the files', () => {
    const files = {
      ...blankWorkspace(),
      'import-map.json': '{\n  "imports": {\n    "dayjs": "https://esm.sh/dayjs@1.11.13"\n  }\n}\n',
    };
    expect(decodeWorkspace(encodeWorkspace(files, 'import-map.json'))).toMatchObject({ files, active: 'import-map.json' });
  });

  it('refuse to make a link longer than a link is read back, saying to download instead', () => {
    // Text that does not compress: each line different.
    const noise = Array.from({ length: 9_000 }, (_, index) => `// ${(index * 2654435761) % 4294967291} ${Math.sin(index)}`).join('\n');
    const message = reasonOf(() =>
      encodeWorkspace({ [ENTRY_FILE]: noise.slice(0, WORKSPACE_LIMITS.fileLength), 'b.ts': noise.slice(1000, 100_000) }),
    );
    expect(message).toMatch(/a link holds at most 100,000: download it instead$/);
    expect(MAX_ENCODED_LENGTH).toBe(100_000);
  });

  it('refuse what is not a sound workspace, naming why', () => {
    expect(reasonOf(() => decodeWorkspace(packShare({ v: SHARE_VERSION, d: 'button-demo1', f: {} })))).toBe(
      'its content is not a playground workspace',
    );
    expect(reasonOf(() => decodeWorkspace(packShare({ v: SHARE_VERSION, w: { 'Card.tsx': '' } })))).toBe('it has no App.tsx');
    expect(reasonOf(() => decodeWorkspace(packShare({ v: SHARE_VERSION, w: { [ENTRY_FILE]: '', '../x.ts': '' } })))).toMatch(
      /^one of its files is refused \(“\.\.\/x\.ts” is not a file name here/,
    );
    expect(reasonOf(() => decodeWorkspace(packShare({ v: SHARE_VERSION, w: { [ENTRY_FILE]: 1 } })))).toBe(
      'its content is not a playground workspace',
    );
    const many = Object.fromEntries(
      [ENTRY_FILE, ...Array.from({ length: WORKSPACE_LIMITS.files }, (_, index) => `f${index}.ts`)].map((name) => [name, '']),
    );
    expect(reasonOf(() => decodeWorkspace(packShare({ v: SHARE_VERSION, w: many })))).toBe(
      'it holds 21 files; a workspace holds at most 20',
    );
    expect(reasonOf(() => decodeWorkspace('1.not*base64'))).toBe('it contains characters a link never has');
    // An open file the link does not have opens the entry.
    expect(decodeWorkspace(packShare({ v: SHARE_VERSION, w: { [ENTRY_FILE]: 'x' }, a: 'gone.ts' })).active).toBe(ENTRY_FILE);
  });
});
