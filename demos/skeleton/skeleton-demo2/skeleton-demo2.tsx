import { Skeleton, type SkeletonVariant } from 'aquila-ui/skeleton';
import './skeleton-demo2.scss';

const VARIANTS: Array<{ variant: SkeletonVariant; name: string }> = [
  { variant: 'avatar', name: 'avatar' },
  { variant: 'button', name: 'button' },
  { variant: 'text', name: 'text' },
  { variant: 'row', name: 'row' },
  { variant: '', name: "'' (a block of your size)" },
];

export default function SkeletonDemo2() {
  return (
    <dl className="skeleton-demo2">
      {VARIANTS.map(({ variant, name }) => (
        <div key={name} className="skeleton-demo2__item">
          <dt>{name}</dt>
          <dd>
            <Skeleton variant={variant} className={variant === '' ? 'skeleton-demo2__block' : undefined} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
