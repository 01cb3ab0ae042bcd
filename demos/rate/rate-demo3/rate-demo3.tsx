import { useId } from 'react';
import { Rate } from 'aquila-ui/rate';
import './rate-demo3.scss';

const TASTES = [
  { label: 'Spiciness', color: '#F5222D', rating: 4 },
  { label: 'Freshness', color: 'rgb(82, 196, 26)', rating: 5 },
  { label: 'Sweetness', color: 'hsl(271, 76%, 53%)', rating: 2 },
  { label: 'Coolness', color: 'dodgerblue', rating: 3 },
];

export default function RateDemo3() {
  const id = useId();

  return (
    <dl className="rate-demo3">
      {TASTES.map(({ label, color, rating }, index) => (
        <div key={label} className="rate-demo3__row">
          <dt id={`${id}-${index}`}>{label}</dt>
          <dd>
            <Rate color={color} defaultValue={rating} aria-labelledby={`${id}-${index}`} />
            <code>{color}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
