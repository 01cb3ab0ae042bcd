import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { MemoryRouter } from 'react-router-dom';
import { describeFile } from '../../demo-model/files';
import { Toolbar } from '../Toolbar';
import { downloadProject } from './download';
import { PLAYGROUND_ID } from '../../workspace/workspace';
import { demoFiles } from '../../../tests/unit/demo-files.ts';

describe('Download', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('saves the files as they are in the editor as <demo>.zip, from an object URL it then revokes', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:zip'));
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string; connected: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, connected: this.isConnected });
    });
    const contents = demoFiles('button-demo1', 'export default () => <p>Edited</p>;\n');
    const files = Object.keys(contents).map(describeFile);
    // The toolbar's Open in playground navigates, so it needs a router around it.
    render(
      <MemoryRouter>
        <Toolbar
          demoId="button-demo1"
          contents={contents}
          active={files[1]}
          status="Edited"
          activeFileEdited
          edited
          onResetFile={() => {}}
          onReset={() => {}}
          onShare={() => {}}
          onClose={() => {}}
        />
      </MemoryRouter>,
    );

    const timers = vi.spyOn(globalThis, 'setTimeout');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    const revoke = timers.mock.calls.findIndex(([, delay]) => delay === 60_000);
    clearTimeout(timers.mock.results[revoke].value);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    (timers.mock.calls[revoke][0] as () => void)();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:zip');

    expect(clicked).toEqual([{ href: 'blob:zip', download: 'button-demo1.zip', connected: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0].type).toBe('application/zip');
    const unpacked = unzipSync(new Uint8Array(await blobs[0].arrayBuffer()));
    expect(strFromU8(unpacked['button-demo1/src/button-demo1.tsx'])).toBe(contents['button-demo1.tsx']);
  });
});

describe('downloadProject of the playground page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('saves the workspace as aquila-playground.zip through the same object URL, revoked a minute later', async () => {
    const blobs: Blob[] = [];
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:workspace')), revokeObjectURL });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const files = { 'App.tsx': 'export default () => <p>Mine</p>;\n', 'styles.scss': '' };

    downloadProject(PLAYGROUND_ID, files);

    expect(downloads).toEqual(['aquila-playground.zip']);
    const revokes = timers.mock.calls.filter(([, delay]) => delay === 60_000);
    expect(revokes).toHaveLength(1);
    for (const call of timers.mock.results) clearTimeout(call.value);
    (revokes[0][0] as () => void)();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:workspace');
    const unpacked = unzipSync(new Uint8Array(await blobs[0].arrayBuffer()));
    expect(strFromU8(unpacked['aquila-playground/src/App.tsx'])).toBe(files['App.tsx']);
    expect(strFromU8(unpacked['aquila-playground/src/main.tsx'])).toContain('<App />');
  });
});
