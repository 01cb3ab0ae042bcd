import { act, fireEvent, render, screen } from '@testing-library/react';
// Sandpack's own dependency: it packs the files it sends CodeSandbox with it, and the test reads them back.
import { decompressFromBase64 } from 'lz-string';
import { blankWorkspace } from '../../workspace/files';
import { projectFiles, type ProjectFiles } from '../download/project';
import { PLAYGROUND_ID } from '../../workspace/workspace';
import OpenInCodeSandbox from './OpenInCodeSandbox';
import { demoFiles } from '../../../tests/unit/demo-files.ts';

/** How long Sandpack's button waits before it packs the files. */
const SANDPACK_DEBOUNCE_MS = 600;

/** The fields of the form the button posts, and the project files its `parameters` carry. */
function posted(form: HTMLFormElement) {
  const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
  const packed = fields.parameters.replace(/-/g, '+').replace(/_/g, '/');
  const parameters = JSON.parse(decompressFromBase64(packed)) as { files: Record<string, { content: string }>; template: string };
  const files = Object.fromEntries(Object.entries(parameters.files).map(([path, file]) => [path, file.content]));
  return { fields, files, template: parameters.template };
}

/** Sandpack writes package.json back from what it parsed: the same manifest, without the final newline. */
function expectProject(files: Record<string, string>, project: ProjectFiles) {
  expect(Object.keys(files).sort()).toEqual(Object.keys(project).sort());
  for (const [path, text] of Object.entries(project)) {
    if (path === 'package.json') expect(JSON.parse(files[path])).toEqual(JSON.parse(text));
    else expect(files[path]).toBe(text);
  }
}

describe('OpenInCodeSandbox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('posts the workspace’s Vite project to CodeSandbox from a text button, opened at App.tsx', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const workspace = { ...blankWorkspace(), 'Card.tsx': 'export const Card = () => null;\n' };
    render(<OpenInCodeSandbox id={PLAYGROUND_ID} files={workspace} />);
    act(() => vi.advanceTimersByTime(SANDPACK_DEBOUNCE_MS));

    const button = screen.getByRole('button', { name: 'Open in CodeSandbox' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('text-button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Nothing leaves for CodeSandbox until the person presses it: then a form post opens it in a new tab,
    // as a link would (the browser tests check that the page itself requests nothing from another host).
    const form = button.querySelector('form')!;
    expect(form).toHaveAttribute('action', 'https://codesandbox.io/api/v1/sandboxes/define');
    expect(form).toHaveAttribute('method', 'POST');
    expect(form).toHaveAttribute('target', '_blank');

    const { fields, files, template } = posted(form);
    expect(fields.environment).toBe('server');
    expect(template).toBe('node');
    expect(new URLSearchParams(fields.query).get('file')).toBe('/src/App.tsx');
    expectProject(files, projectFiles(PLAYGROUND_ID, workspace));

    fireEvent.click(button);
    expect(submitted).toEqual([form]);
  });

  it('sends a demo as the project Download saves, opened at its module', () => {
    const demo = demoFiles('button-demo1', 'export default () => <p>Edited</p>;\n');
    render(<OpenInCodeSandbox id="button-demo1" files={demo} />);
    act(() => vi.advanceTimersByTime(SANDPACK_DEBOUNCE_MS));

    const { fields, files } = posted(screen.getByRole('button', { name: 'Open in CodeSandbox' }).querySelector('form')!);
    expect(new URLSearchParams(fields.query).get('file')).toBe('/src/button-demo1.tsx');
    expectProject(files, projectFiles('button-demo1', demo));
  });

  it('holds back a click before Sandpack has packed the files (its link would carry none)', () => {
    render(<OpenInCodeSandbox id={PLAYGROUND_ID} files={blankWorkspace()} />);
    const early = screen.getByRole('link', { name: 'Open in CodeSandbox' });
    expect(early.getAttribute('href')).not.toContain('parameters=');
    expect(fireEvent.click(early)).toBe(false);
  });

  it('keeps focus when Sandpack swaps its early link for the button that posts the files', async () => {
    render(<OpenInCodeSandbox id={PLAYGROUND_ID} files={blankWorkspace()} />);
    screen.getByRole('link', { name: 'Open in CodeSandbox' }).focus();
    act(() => vi.advanceTimersByTime(SANDPACK_DEBOUNCE_MS));
    // The observer that notices the swap answers after the render, as a microtask.
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Open in CodeSandbox' })).toHaveFocus();
  });

  it('starts no bundler: no frame, no preview, no editor', () => {
    const { container } = render(<OpenInCodeSandbox id={PLAYGROUND_ID} files={blankWorkspace()} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(document.querySelector('iframe')).toBeNull();
    expect(container.querySelectorAll('button, a')).toHaveLength(1);
    expect(container.querySelector('.cm-editor, [class*="preview"]')).toBeNull();
  });
});
