// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { OverviewPage } from './OverviewPage';

// The overview is rendered ahead of time by the build, in Node: nothing in it may reach for a window
// or a document while rendering, and the live parts must be in the markup, not left for the client.
describe('OverviewPage, rendered as the build renders it', () => {
  it('renders without a DOM, with the hero example, its source and the table in the markup', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <MemoryRouter initialEntries={['/overview']}>
        <OverviewPage />
      </MemoryRouter>,
    );
    expect(html).toContain('<h1 id="overview-title">Aquila UI</h1>');
    expect(html).toContain('Choose reviewers');
    expect(html).toContain('Request review');
    expect(html).toContain('Edit this example');
    expect(html).toContain('Select label=&quot;Reviewers&quot;');
    expect(html).toContain('Commits by contributor');
  });
});
