import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AVAILABLE_PAGES, loadPage } from '../demo-model/pages';
import { configuratorDemoId } from '../demo-model/demo-id';
import { demoSource } from '../demo-model/modules';
import { configuratorSources } from './preload';
import { hasStill } from './stills';

// A sample that starts with an overlay open must say so, or the page would draw that overlay over its docs.
const OPENS_AT_ONCE = /\bdefault(Open|Visible)\b/;

describe('configurator samples', () => {
  it.each([...AVAILABLE_PAGES])('%s: drawn in the page unless its overlay starts open or it has a still', async (slug) => {
    const page = await loadPage(slug);
    if (!page.configurator) return;
    const [source] = demoSource(configuratorDemoId(slug));
    expect(source).toBeDefined();
    const opensAtOnce = OPENS_AT_ONCE.test(readFileSync(source, 'utf8'));
    expect(Boolean(page.configurator.sampleStartsOpen)).toBe(opensAtOnce);
    // The prerendered page links the sample's module exactly when the page draws it: neither an overlay
    // that starts open nor a still, the picture of the sample open, leave it to the page.
    expect(configuratorSources(slug, page).includes(source)).toBe(!opensAtOnce && !hasStill(slug));
  });
});
