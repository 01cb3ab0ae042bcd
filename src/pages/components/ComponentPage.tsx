import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import type { DocPage } from '../../docs/types';
import { DemoViewer } from '../../docs/DemoViewer';
import { HighlightedCode } from '../../docs/HighlightedCode';
import { SharedLinkProblem } from '../../docs/SharedLinkProblem';
import { shareFromHash } from '../../playground/share/hash';
import { useEditorStore } from '../../stores/editor';
import './ComponentPage.scss';

const ApiSection = lazy(() => import('../../docs/ApiSection'));

export const importLine = (page: Pick<DocPage, 'imports' | 'entry'>) =>
  `import { ${page.imports.join(', ')} } from 'aquila-ui/${page.entry}';`;

/** The one template every component page shares (title, texts, import, examples, API). */
export function ComponentPage() {
  const page = useLoaderData() as DocPage;
  const { pathname, hash } = useLocation();
  const demoIds = useMemo(() => page.demos.map((demo) => demo.id), [page]);

  // A `#share=` link hands its edit to the editor store once; the fragment goes at once, so neither a
  // reload nor Close then Edit applies it again.
  useEffect(() => {
    const value = shareFromHash(hash);
    if (!value) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    void useEditorStore
      .getState()
      .openShareLink(value, demoIds)
      .then((demoId) => demoId && requestAnimationFrame(() => document.getElementById(demoId)?.scrollIntoView({ block: 'start' })));
  }, [hash, demoIds]);
  // A problem with a link concerns the page it was opened on.
  useEffect(() => () => useEditorStore.getState().clearLinkProblem(), [pathname]);

  return (
    <article className="component-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/components">Components</Link>
          </li>
          <li>
            <Link to={pathname} aria-current="page">
              {page.title}
            </Link>
          </li>
        </ol>
      </nav>
      <h1>{page.title}</h1>
      <p className="component-page__lead">{page.description}</p>

      {page.whenToUse && page.whenToUse.length > 0 && (
        <section aria-labelledby="when-to-use">
          <h2 id="when-to-use">When To Use</h2>
          <ul>
            {page.whenToUse.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="import">
        <h2 id="import">Import</h2>
        <HighlightedCode code={importLine(page)} language="typescript" />
      </section>

      <section aria-labelledby="examples">
        <h2 id="examples">Examples</h2>
        <SharedLinkProblem />
        <div className="component-page__demos">
          {page.demos.map((demo) => (
            <DemoViewer key={demo.id} demo={demo} />
          ))}
        </div>
      </section>

      <section aria-labelledby="api">
        <h2 id="api">API</h2>
        <Suspense fallback={<p>Loading API…</p>}>
          <ApiSection page={page} />
        </Suspense>
      </section>
    </article>
  );
}
