import { useId, useState } from 'react';
import { Rate } from 'aquila-ui/rate';
import './rate-demo4.scss';

const WORDS = ['Not rated yet', 'Terrible', 'Bad', 'Normal', 'Good', 'Wonderful'];

export default function RateDemo4() {
  const labelId = useId();
  const [rating, setRating] = useState(0);

  return (
    <div className="rate-demo4">
      <section className="rate-demo4__part">
        <span id={labelId} className="rate-demo4__label">
          Your rating
        </span>
        <div className="rate-demo4__line">
          <Rate value={rating} onChange={setRating} aria-labelledby={labelId} />
          <output className="rate-demo4__word">{WORDS[rating]}</output>
        </div>
      </section>
      <section className="rate-demo4__part">
        <span className="rate-demo4__label">Average of 128 reviews</span>
        <div className="rate-demo4__line">
          <Rate readOnly value={4} aria-label="Average rating" />
          <span className="rate-demo4__score">4.0</span>
        </div>
      </section>
    </div>
  );
}
