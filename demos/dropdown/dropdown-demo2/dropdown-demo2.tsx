import { Button } from 'aquila-ui/button';
import { Dropdown, DropdownItem, type DropdownPlacement } from 'aquila-ui/dropdown';
import './dropdown-demo2.scss';

// The top row opens upward, the bottom row downward; each column lines the menu up with one edge or the centre.
const PLACEMENTS: DropdownPlacement[] = ['topLeft', 'topCenter', 'topRight', 'bottomLeft', 'bottomCenter', 'bottomRight'];

export default function DropdownDemo2() {
  return (
    <div className="dropdown-demo2">
      <div className="dropdown-demo2__grid">
        {PLACEMENTS.map((placement) => (
          <Dropdown key={placement} placement={placement} trigger={<Button variant="outlined">{placement}</Button>}>
            <DropdownItem>1st menu item</DropdownItem>
            <DropdownItem>2nd menu item</DropdownItem>
            <DropdownItem>3rd menu item</DropdownItem>
          </Dropdown>
        ))}
      </div>
    </div>
  );
}
