import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HtmlOutputPanel } from './HtmlOutputPanel';
import { createLatestMarkup } from './preview/latest-markup';

describe('HtmlOutputPanel (edit mode)', () => {
  it('waits for the preview, then shows its markup formatted, read-only, and follows it as it changes', async () => {
    const markup = createLatestMarkup();
    render(<HtmlOutputPanel markup={markup} noteId="note" />);
    expect(screen.getByText('Read-only: the markup this example renders')).toHaveAttribute('id', 'note');
    expect(screen.getByText('Waiting for the preview…')).toBeInTheDocument();

    act(() => markup.set('<div class="row"><button class="aq-button">Save<!-- --> now</button></div>'));
    const code = screen.getByRole('region', { name: 'HTML output' });
    expect(code.textContent).toBe('<div class="row">\n  <button class="aq-button">Save now</button>\n</div>\n');
    // Markup to read, not to edit: no editor, no text field.
    expect(screen.queryByRole('textbox')).toBeNull();

    act(() => markup.set('<button class="aq-button">Saved</button>'));
    expect(code.textContent).toBe('<button class="aq-button">Saved</button>\n');
  });

  it('copies the formatted markup from its copy button, reached by the keyboard', async () => {
    const user = userEvent.setup();
    const markup = createLatestMarkup();
    markup.set('<p>One<br>two</p>');
    render(<HtmlOutputPanel markup={markup} noteId="note" />);
    await user.tab();
    expect(screen.getByRole('region', { name: 'HTML output' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy HTML output' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe('<p>\n  One\n  <br>\n  two\n</p>\n');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });
});
