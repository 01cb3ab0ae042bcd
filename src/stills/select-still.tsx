import { Select } from 'aquila-ui/select';
// After the library's stylesheets: it moves their panels into the box.
import './still.scss';

// The sample's options; src/configurator/stills.test.tsx holds them to the sample's.
const SIZES = ['Extra small', 'Small', 'Medium', 'Large', 'Extra large'];

/**
 * The select sample as it opens: the real, closed field, with its list under it as the library draws it
 * (the same elements and classes), in the flow of the box instead of a portal on the page's body.
 */
export default function SelectStill() {
  return (
    <div className="configurator-still__anchor">
      <Select label="Shirt size" placeholder="Choose a size" />
      <div className="aq-select__popup configurator-still__below configurator-still__below--in-flow" data-placement="bottom-start">
        <ul className="aq-select__list">
          {SIZES.map((size) => (
            <li key={size} className="aq-option">
              <span className="aq-option__label">{size}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
