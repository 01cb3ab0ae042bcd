import { Button } from 'aquila-ui/button';
import './button-demo2.scss';

export default function ButtonDemo2() {
  return (
    <div className="button-demo2">
      <Button buttonSize="small">Small</Button>
      <Button buttonSize="medium">Medium</Button>
      <Button buttonSize="large">Large</Button>
    </div>
  );
}
