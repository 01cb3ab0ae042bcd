import { Button } from 'aquila-ui/button';
import './button-demo2.scss';

export default function ButtonDemo2() {
  return (
    <div className="button-demo2">
      <Button size="small">Small</Button>
      <Button size="medium">Medium</Button>
      <Button size="large">Large</Button>
    </div>
  );
}
