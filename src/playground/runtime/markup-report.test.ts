import { currentMarkup, MARKUP_DELAY_MS, markupReporter } from './markup-report';

describe('the preview’s markup', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><button class="aq-button">Save</button></div><script src="runtime.js"></script>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('is what the demo rendered into its root, then what it portalled to the body, the runtime’s script left out', () => {
    const list = document.createElement('ul');
    list.setAttribute('role', 'listbox');
    document.body.appendChild(list);
    expect(currentMarkup(document)).toBe('<button class="aq-button">Save</button><ul role="listbox"></ul>');
  });

  it('is reported only once asked: at once, then once after a burst of changes, and not again while it stays the same', async () => {
    vi.useFakeTimers();
    const report = vi.fn();
    const reporter = markupReporter(document, report);
    const button = document.querySelector('button')!;
    button.textContent = 'Unseen';
    await vi.advanceTimersByTimeAsync(MARKUP_DELAY_MS * 2);
    expect(report).not.toHaveBeenCalled();

    reporter.start();
    expect(report).toHaveBeenLastCalledWith('<button class="aq-button">Unseen</button>');
    button.textContent = 'Saving';
    button.setAttribute('aria-busy', 'true');
    button.textContent = 'Saved';
    await vi.advanceTimersByTimeAsync(MARKUP_DELAY_MS - 1);
    expect(report).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(report).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenLastCalledWith('<button class="aq-button" aria-busy="true">Saved</button>');

    // A change undone before it is read sends nothing new.
    button.setAttribute('data-x', '1');
    button.removeAttribute('data-x');
    await vi.advanceTimersByTimeAsync(MARKUP_DELAY_MS);
    expect(report).toHaveBeenCalledTimes(2);

    // Stopped, a change waiting to be read is dropped and later ones are not seen.
    button.textContent = 'Dropped';
    reporter.stop();
    button.textContent = 'Gone';
    await vi.advanceTimersByTimeAsync(MARKUP_DELAY_MS * 2);
    expect(report).toHaveBeenCalledTimes(2);

    // Asked again, it reports at once, even a markup it had sent before the page stopped asking.
    button.textContent = 'Saved';
    reporter.start();
    expect(report).toHaveBeenCalledTimes(3);
    expect(report).toHaveBeenLastCalledWith('<button class="aq-button" aria-busy="true">Saved</button>');
    reporter.stop();
  });

  it('sends at most one report per delay while the DOM keeps changing', async () => {
    vi.useFakeTimers();
    const report = vi.fn();
    const reporter = markupReporter(document, report);
    reporter.start();
    report.mockClear();
    const button = document.querySelector('button')!;
    for (let step = 0; step < 20; step++) {
      button.textContent = `Step ${step}`;
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(MARKUP_DELAY_MS);
    // A thousand milliseconds of changes, every fifty: four or five reports, not twenty.
    expect(report.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(report.mock.calls.length).toBeLessThanOrEqual(5);
    expect(report).toHaveBeenLastCalledWith('<button class="aq-button">Step 19</button>');
    reporter.stop();
  });
});
