import { useId, useState } from 'react';
import { Rate } from 'aquila-ui/rate';
import './rate-demo2.scss';

function Row({ allowClear, title }: { allowClear: boolean; title: string }) {
  const labelId = useId();
  const [rating, setRating] = useState(3);

  return (
    <div className="rate-demo2__row">
      <span id={labelId} className="rate-demo2__label">
        {title}
      </span>
      <Rate allowClear={allowClear} value={rating} onChange={setRating} aria-labelledby={labelId} />
      <output className="rate-demo2__value">{rating === 0 ? 'Cleared' : `${rating} of 5`}</output>
    </div>
  );
}

export default function RateDemo2() {
  return (
    <div className="rate-demo2">
      <Row allowClear title="Clearable (default)" />
      <Row allowClear={false} title="Not clearable" />
      <p className="rate-demo2__hint">Click the chosen star again, or press Delete on it, to clear it.</p>
    </div>
  );
}
