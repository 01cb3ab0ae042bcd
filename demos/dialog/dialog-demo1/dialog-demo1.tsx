import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { useDialog } from 'aquila-ui/dialog';
import { UserCard } from './user-card';
import './dialog-demo1.scss';

export default function DialogDemo1() {
  const dialog = useDialog();
  const [result, setResult] = useState('');

  const openProfile = () => {
    // Without an id, a component's dialog is named after the component: "UserCard".
    const ref = dialog.open(UserCard, { heading: 'Profile' });
    ref.afterClosed().then((value) => setResult(value === 'follow' ? 'You follow Sofía Hernández.' : 'Closed without following.'));
  };

  return (
    <div className="dialog-demo1">
      <Button onClick={openProfile}>Open profile</Button>
      <p className="dialog-demo1__result" role="status">
        {result}
      </p>
    </div>
  );
}
