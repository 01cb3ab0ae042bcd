import { Button } from 'aquila-ui/button';
// The tooltip's stylesheet: the bubble below is drawn with its classes.
import 'aquila-ui/tooltip';
// After the library's stylesheets: it moves their panels into the box.
import './still.scss';

/** The tooltip sample as it opens: the real button, and its tooltip above it as the library draws it. */
export default function TooltipStill() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
      <div className="configurator-still__anchor">
        <Button variant="outlined">Share</Button>
        <div className="aq-tooltip configurator-still__above" data-state="open" data-placement="top">
          Copy a link to this report
          <span className="aq-tooltip__arrow" />
        </div>
      </div>
    </div>
  );
}
