import { Badge } from 'aquila-ui/badge';
import { Button } from 'aquila-ui/button';
import './badge-demo7.scss';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.5L4.5 15v1.5h15V15L18 12.5V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function BadgeDemo7() {
  return (
    <div className="badge-demo7">
      <Badge content={7} size="medium">
        <Button variant="outlined">Inbox</Button>
      </Badge>
      <Badge content={3} className="badge-demo7__icon" role="img" aria-label="Notifications: 3 new">
        <BellIcon />
      </Badge>
      <p>
        <Badge content={42} color="#1890FF" size="medium" className="badge-demo7__text">
          Pull requests
        </Badge>
      </p>
    </div>
  );
}
