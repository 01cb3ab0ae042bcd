import { createElement, Suspense, useContext, useRef, useState, useSyncExternalStore } from 'react';
import { PrerenderContext } from '../../../shared/prerender-context';
import { useFittedPreview } from './useFittedPreview';
import { keptPreview, previewDemoId, previewId, previewsVersion, subscribePreviews, takenPreview } from './built-previews';

/**
 * A card's picture: the component's first example, scaled down, for the eye only (inert and hidden from
 * assistive technology, as the card's name and summary say what it is). Rendered at build time; in the
 * browser it is the build's HTML, so the page loads none of the examples' code.
 */
export function CategoryPreview({ slug }: { slug: string }) {
  const prerender = useContext(PrerenderContext);
  const [taken] = useState(() => takenPreview(slug));
  // Previews fetched from the built page, for a page reached in the app; the server has none.
  useSyncExternalStore(subscribePreviews, previewsVersion, () => 0);
  const ref = useRef<HTMLDivElement>(null);
  useFittedPreview(ref);
  const props = { id: previewId(slug), className: 'category-tile__preview', 'aria-hidden': true, inert: true, ref } as const;
  if (prerender) {
    const demo = prerender.demoComponent(previewDemoId(slug));
    return (
      <div {...props}>
        <div className="category-tile__stage">{demo && <Suspense fallback={null}>{createElement(demo)}</Suspense>}</div>
      </div>
    );
  }
  const html = taken ?? keptPreview(slug);
  return html === null ? <div {...props} /> : <div {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
