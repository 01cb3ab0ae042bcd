import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DemoViewer } from './DemoViewer';

const SOURCES: Record<string, string> = {
  output: '<button type="button" class="aq-button">Primary</button>\n',
  tsx: "import { Button } from 'aquila-ui/button';\nexport default function Demo() {}",
  scss: '.demo { display: flex; }',
};

/** Each file as the build highlights it: escaped text, a keyword in its token span. */
const highlighted = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/^import\b/, '<span class="t-keyword">import</span>');

function stubSources() {
  const fetchMock = vi.fn(async (url: string) => {
    const extension = url.endsWith('.output.html.highlighted.txt')
      ? 'output'
      : url
          .replace(/\.highlighted\.txt$/, '')
          .split('.')
          .pop()!;
    return new Response(highlighted(SOURCES[extension]), { headers: { 'Content-Type': 'text/plain' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Button's first demo with its code panel open, once the selected .tsx file's source has arrived. */
async function openButtonCode() {
  stubSources();
  const user = userEvent.setup();
  render(<DemoViewer demo={{ id: 'button-demo1', title: 'Basic' }} />);
  await user.click(screen.getByRole('button', { name: 'Show code' }));
  await screen.findByText(/aquila-ui\/button/);
  return user;
}

describe('DemoViewer (read mode)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the live demo and fetches no source until the panel opens', async () => {
    const fetchMock = stubSources();
    render(<DemoViewer demo={{ id: 'button-demo1', title: 'Basic' }} />);
    expect(await screen.findByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    // The demo is a lazy module: its first import, on a busy machine, takes longer than waitFor's second.
    await waitFor(() => expect(document.querySelector('[data-demo="button-demo1"] button')).not.toBeNull(), { timeout: 10_000 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the panel on the .tsx file’s tab with its HTML output and two files fetched as the build highlighted them', async () => {
    const fetchMock = stubSources();
    const user = userEvent.setup();
    render(<DemoViewer demo={{ id: 'button-demo1', title: 'Basic' }} />);
    const toggle = screen.getByRole('button', { name: 'Show code' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
    // The panel's code arrives on demand; then exactly what it shows of this demo is fetched, and not the
    // page it mounts into, the same for every demo.
    expect(await screen.findByRole('tab', { name: 'button-demo1.tsx' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
        '/assets/demos/button/button-demo1/button-demo1.output.html.highlighted.txt',
        '/assets/demos/button/button-demo1/button-demo1.scss.highlighted.txt',
        '/assets/demos/button/button-demo1/button-demo1.tsx.highlighted.txt',
      ]),
    );
    const panel = await screen.findByRole('tabpanel');
    expect(panel).toHaveTextContent("import { Button } from 'aquila-ui/button'");
    expect(panel.querySelector('.t-keyword')).toHaveTextContent('import');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = await openButtonCode();
    screen.getByRole('tab', { name: 'button-demo1.tsx' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'button-demo1.scss' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'button-demo1.scss' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('.demo { display: flex; }');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'HTML output' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'button-demo1.scss' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'HTML output' })).toHaveFocus();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['HTML output', 'button-demo1.tsx', 'button-demo1.scss']);
  });

  it('shows the example’s HTML output as read-only markup, says so, and copies it', async () => {
    const user = await openButtonCode();
    expect(screen.queryByText(/Read-only/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'HTML output' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('HTML output');
    expect(panel).toHaveAccessibleDescription('Read-only: the markup this example renders');
    expect(panel).toHaveTextContent('<button type="button" class="aq-button">Primary</button>');
    expect(within(panel).queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(SOURCES.output);
    expect(screen.getByRole('status')).toHaveTextContent('HTML output copied');
  });

  it('copies the active tab, logs "successful" and confirms it to the person', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const user = await openButtonCode();
    // The text copied is the file's, not its highlighting.
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(SOURCES.tsx);
    expect(screen.getByRole('status')).toHaveTextContent('button-demo1.tsx copied');
    await user.click(screen.getByRole('tab', { name: 'button-demo1.scss' }));
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(SOURCES.scss);
    expect(log).toHaveBeenCalledWith('successful');
    expect(screen.getByRole('status')).toHaveTextContent('button-demo1.scss copied');
    log.mockRestore();
  });

  it('logs "unsuccessful" when the browser refuses, and says so', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const user = await openButtonCode();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(log).toHaveBeenCalledWith('unsuccessful');
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    log.mockRestore();
  });

  it('shows a clear message when the source cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('missing', { status: 404 })),
    );
    const user = userEvent.setup();
    render(<DemoViewer demo={{ id: 'button-demo2', title: 'Sizes' }} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The source could not be loaded');
  });

  it('never shows the site’s own page, which a static server sends for a file it does not have', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html><title>Aquila UI</title>', { headers: { 'Content-Type': 'text/html' } })),
    );
    const user = userEvent.setup();
    render(<DemoViewer demo={{ id: 'button-demo3', title: 'Colour' }} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('is not a source file');
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('Aquila UI');
  });

  it('shows no SCSS tab, and fetches no stylesheet, for a demo without one', async () => {
    const fetchMock = stubSources();
    const user = userEvent.setup();
    render(<DemoViewer demo={{ id: 'timelines-demo1', title: 'Basic' }} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    expect(await screen.findByRole('tab', { name: 'timelines-demo1.tsx' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['HTML output', 'timelines-demo1.tsx']);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
        '/assets/demos/timelines/timelines-demo1/timelines-demo1.output.html.highlighted.txt',
        '/assets/demos/timelines/timelines-demo1/timelines-demo1.tsx.highlighted.txt',
      ]),
    );
  });
});
