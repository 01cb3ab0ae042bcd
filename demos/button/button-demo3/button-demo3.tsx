import { Button } from 'aquila-ui/button';
import './button-demo3.scss';

export default function ButtonDemo3() {
  return (
    <div className="button-demo3">
      <div className="button-demo3__row">
        <Button color="#389e0d">Green</Button>
        <Button color="crimson">Crimson</Button>
        <Button color="rgb(146, 84, 222)">Purple</Button>
        {/* A light colour gets a dark label, so it stays readable. */}
        <Button color="hsl(43, 96%, 56%)">Amber</Button>
      </div>
      <div className="button-demo3__row">
        <Button color="#389e0d" variant="outlined">
          Green
        </Button>
        <Button color="crimson" variant="outlined">
          Crimson
        </Button>
        <Button color="rgb(146, 84, 222)" variant="outlined">
          Purple
        </Button>
      </div>
    </div>
  );
}
