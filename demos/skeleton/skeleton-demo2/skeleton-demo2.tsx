import { Skeleton, type SkeletonType } from 'aquila-ui/skeleton';
import './skeleton-demo2.scss';

const TYPES: Array<{ type: SkeletonType; name: string }> = [
  { type: 'avatar', name: 'avatar' },
  { type: 'button', name: 'button' },
  { type: 'text', name: 'text' },
  { type: 'row', name: 'row' },
  { type: '', name: "'' (a block of your size)" },
];

export default function SkeletonDemo2() {
  return (
    <dl className="skeleton-demo2">
      {TYPES.map(({ type, name }) => (
        <div key={name} className="skeleton-demo2__item">
          <dt>{name}</dt>
          <dd>
            <Skeleton type={type} className={type === '' ? 'skeleton-demo2__block' : undefined} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
