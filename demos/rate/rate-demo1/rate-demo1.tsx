import { useId, useState } from 'react';
import { Rate } from 'aquila-ui/rate';
import './rate-demo1.scss';

export default function RateDemo1() {
  const labelId = useId();
  const [rating, setRating] = useState(3);

  return (
    <div className="rate-demo1">
      <span id={labelId} className="rate-demo1__label">
        How useful was this article?
      </span>
      <Rate value={rating} onChange={setRating} aria-labelledby={labelId} />
      <output className="rate-demo1__value">{rating === 0 ? 'Not rated' : `${rating} of 5`}</output>
    </div>
  );
}
