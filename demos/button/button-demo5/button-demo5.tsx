import { Button } from 'aquila-ui/button';
import './button-demo5.scss';

export default function ButtonDemo5() {
  return (
    <div className="button-demo5">
      <Button radius="small">Small</Button>
      <Button radius="medium">Medium</Button>
      <Button radius="large">Large</Button>
      <Button radius="full">Full</Button>
    </div>
  );
}
