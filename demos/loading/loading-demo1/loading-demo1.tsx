import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Loading } from 'aquila-ui/loading';
import './loading-demo1.scss';

export default function LoadingDemo1() {
  const [loading, setLoading] = useState(true);

  return (
    <div className="loading-demo1">
      <div className="loading-demo1__panel" aria-busy={loading}>
        <Loading hidden={!loading} />
        <p>{loading ? 'Fetching the latest orders…' : 'Orders are up to date.'}</p>
      </div>
      <Button variant="outlined" onClick={() => setLoading((value) => !value)}>
        {loading ? 'Finish loading' : 'Load again'}
      </Button>
    </div>
  );
}
