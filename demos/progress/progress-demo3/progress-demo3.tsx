import { Progress } from 'aquila-ui/progress';
import './progress-demo3.scss';

const SIZES = [
  { size: 'small', percent: 30 },
  { size: 'medium', percent: 50 },
  { size: 'large', percent: 70 },
] as const;

export default function ProgressDemo3() {
  return (
    <div className="progress-demo3">
      <dl className="progress-demo3__lines">
        {SIZES.map(({ size, percent }) => (
          <div key={size} className="progress-demo3__row">
            <dt>{size}</dt>
            <dd>
              <Progress size={size} value={percent} aria-label={`Line, ${size}`} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="progress-demo3__circles">
        {SIZES.map(({ size, percent }) => (
          <figure key={size}>
            <Progress variant="circle" size={size} value={percent} aria-label={`Circle, ${size}`} />
            <figcaption>{size}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
