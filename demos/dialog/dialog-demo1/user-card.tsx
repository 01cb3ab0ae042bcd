import { Avatar } from 'aquila-ui/avatar';
import { DialogClose } from 'aquila-ui/dialog';

/** The component the dialog shows. Its DialogClose buttons close the dialog, "Follow" with the value 'follow'. */
export function UserCard() {
  return (
    <div className="user-card">
      <div className="user-card__person">
        <Avatar name="Sofía Hernández" size="large" />
        <div>
          <p className="user-card__name">Sofía Hernández</p>
          <p className="user-card__role">Front-end engineer · Guadalajara</p>
        </div>
      </div>
      <p className="user-card__bio">
        Builds design systems and accessible forms, and speaks at local meetups about testing React components.
      </p>
      <div className="user-card__actions">
        <DialogClose variant="outlined">Not now</DialogClose>
        <DialogClose value="follow">Follow</DialogClose>
      </div>
    </div>
  );
}
