import { Button } from 'aquila-ui/button';
import './button-demo4.scss';

export default function ButtonDemo4() {
  return (
    <div className="button-demo4">
      <Button variant="filled">Filled</Button>
      <Button variant="outlined">Outlined</Button>
      <Button variant="text">Text</Button>
      <Button variant="elevated">Elevated</Button>
    </div>
  );
}
