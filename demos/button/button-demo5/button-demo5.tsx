import { Button } from 'aquila-ui/button';
import './button-demo5.scss';

export default function ButtonDemo5() {
  return (
    <div className="button-demo5">
      <Button buttonRounded="small">Small</Button>
      <Button buttonRounded="medium">Medium</Button>
      <Button buttonRounded="large">Large</Button>
      <Button buttonRounded="full">Full</Button>
    </div>
  );
}
