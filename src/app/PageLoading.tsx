/** Shown while a lazy page's code arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Loading…
    </div>
  );
}
