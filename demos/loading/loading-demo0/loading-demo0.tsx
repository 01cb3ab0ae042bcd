import { Loading } from 'aquila-ui/loading';

export default function LoadingConfigurator() {
  return (
    <div aria-busy="true" style={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 64 }}>
      <Loading />
      <p>Fetching the latest orders…</p>
    </div>
  );
}
