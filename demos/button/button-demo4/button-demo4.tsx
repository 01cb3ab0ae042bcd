import { Button } from 'aquila-ui/button';
import './button-demo4.scss';

export default function ButtonDemo4() {
  return (
    <div className="button-demo4">
      <Button buttonFillMode="filled">Filled</Button>
      <Button buttonFillMode="outlined">Outlined</Button>
      <Button buttonFillMode="text">Text</Button>
      <Button buttonFillMode="elevated">Elevated</Button>
    </div>
  );
}
