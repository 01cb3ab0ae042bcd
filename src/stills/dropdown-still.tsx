import { Button } from 'aquila-ui/button';
import { DropdownSeparator } from 'aquila-ui/dropdown';
// After the library's stylesheets: it moves their panels into the box.
import './still.scss';

/**
 * The dropdown sample as it opens: the real trigger button, its menu under it as the library draws it
 * (the same elements and classes), and the line the sample keeps under them.
 */
export default function DropdownStill() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 8, minHeight: 320 }}>
      <div className="configurator-still__anchor">
        <Button variant="outlined">Actions</Button>
        <div className="aq-dropdown configurator-still__below" data-state="open" data-placement="bottomLeft">
          <div className="aq-dropdown__content">
            <div className="aq-dropdown__item">Edit</div>
            <div className="aq-dropdown__item">Duplicate</div>
            <DropdownSeparator />
            <div className="aq-dropdown__item" data-danger="">
              Delete
            </div>
          </div>
        </div>
      </div>
      <p>Chosen: nothing yet</p>
    </div>
  );
}
