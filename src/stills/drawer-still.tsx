// The drawer's stylesheet: the panel below is drawn with its classes.
import 'aquila-ui/drawer';
// After the library's stylesheets: it moves their panels into the box.
import './still.scss';

const NOTIFICATIONS = [
  'Lena Fischer commented on “Q3 roadmap”.',
  'Your export of 1,240 contacts is ready.',
  'Marco Rossi invited you to “Design reviews”.',
];

/** The drawer sample as it opens: its backdrop and the drawer at the left as the library draws them, over the box. */
export default function DrawerStill() {
  return (
    <div className="configurator-still__layer">
      <div className="aq-drawer__backdrop" data-state="open" data-placement="left" data-closable="" />
      <div className="aq-drawer" data-state="open" data-placement="left">
        <div className="aq-drawer__header">
          <h2 className="aq-drawer__title">Notifications</h2>
        </div>
        <div className="aq-drawer__body">
          <ul>
            {NOTIFICATIONS.map((notification) => (
              <li key={notification}>{notification}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
