import { stylesheetPartsHtml } from '../../../shared/stylesheet-parts';
import { fetchBuiltPreviews, keptPreview, previewId, takenPreview } from './built-previews';

const BUILT_PAGE = `<!doctype html><html><head>
  <link rel="stylesheet" href="/assets/page-1.css">
  ${stylesheetPartsHtml(['/assets/site.css', '/assets/button.css'])}
</head><body>
  <div id="${previewId('button')}"><div class="category-tile__stage"><button>Primary</button></div></div>
  <div id="${previewId('card')}"><div class="category-tile__stage"><article>Card</article></div></div>
</body></html>`;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('built previews', () => {
  it('takes a preview up from the document as built, and keeps it for the cards drawn later', () => {
    document.body.innerHTML = `<div id="${previewId('avatar')}"><div class="category-tile__stage">AQ</div></div>`;
    expect(takenPreview('avatar')).toBe('<div class="category-tile__stage">AQ</div>');
    document.body.innerHTML = '';
    expect(keptPreview('avatar')).toBe('<div class="category-tile__stage">AQ</div>');
  });

  it('an empty preview box is the page’s own, not the build’s', () => {
    document.body.innerHTML = `<div id="${previewId('rate')}"></div>`;
    expect(takenPreview('rate')).toBeNull();
  });

  it('fetches the page as built for the missing ones, links the stylesheets it lacks, and takes them', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/site.css">';
    const fetchMock = vi.fn(async () => new Response(BUILT_PAGE));
    vi.stubGlobal('fetch', fetchMock);
    const loading = fetchBuiltPreviews('/components/categories/', ['button', 'card']);
    // The stylesheet it lacks is linked, and waited for.
    await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(2));
    const added = document.head.querySelectorAll('link')[1];
    expect(added.href).toMatch(/\/assets\/button\.css$/);
    added.dispatchEvent(new Event('load'));
    await loading;
    expect(fetchMock).toHaveBeenCalledWith('/components/categories/');
    expect(keptPreview('button')).toContain('<button>Primary</button>');
    expect(keptPreview('card')).toContain('<article>Card</article>');
  });
});
