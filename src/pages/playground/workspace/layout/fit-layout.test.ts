import { evenEditorWidth, fitLayout, gridColumns, moveFilesHandle } from './fit-layout';

describe('fitLayout', () => {
  it('keeps the chosen widths where the container has room, and says how far each handle may go', () => {
    // 1280 - 12 of handles = 1268; the preview keeps 280, the editor 360.
    expect(fitLayout({ filesWidth: 200, editorWidth: 534 }, 1280)).toEqual({
      filesWidth: 200,
      editorWidth: 534,
      maxFilesWidth: 200 + 534 - 360,
      maxEditorWidth: 1268 - 200 - 280,
    });
  });

  it('narrows the editor before the preview gets under 280 px, and the files before the editor gets under 360 px', () => {
    expect(fitLayout({ filesWidth: 200, editorWidth: 900 }, 1000)).toMatchObject({ filesWidth: 200, editorWidth: 508 });
    expect(fitLayout({ filesWidth: 480, editorWidth: 900 }, 900)).toMatchObject({ filesWidth: 248, editorWidth: 360 });
  });

  it('gives every column its least in a container too narrow for them all', () => {
    expect(fitLayout({ filesWidth: 300, editorWidth: 500 }, 500)).toMatchObject({ filesWidth: 160, editorWidth: 360 });
  });

  it('applies only the fixed bounds while the container is not measured', () => {
    expect(fitLayout({ filesWidth: 10, editorWidth: 3000 }, 0)).toEqual({
      filesWidth: 160,
      editorWidth: 3000,
      maxFilesWidth: 480,
      maxEditorWidth: 4000,
    });
  });
});

describe('the layout’s moves', () => {
  it('moves the edge between the files and the editor, leaving the preview as it is', () => {
    expect(moveFilesHandle({ filesWidth: 200, editorWidth: 534 }, 260)).toEqual({ filesWidth: 260, editorWidth: 474 });
  });

  it('shares what the files leave evenly between the editor and the preview', () => {
    const layout = fitLayout({ filesWidth: 200, editorWidth: 300 }, 1920);
    expect(evenEditorWidth(layout, 1920)).toBe((1920 - 12 - 200) / 2);
    expect(evenEditorWidth(layout, 0)).toBe(534);
  });

  it('writes the grid’s columns', () => {
    expect(gridColumns({ filesWidth: 200, editorWidth: 534 })).toBe('200px 6px 534px 6px minmax(0, 1fr)');
  });
});
