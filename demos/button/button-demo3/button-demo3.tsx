import { Button } from 'aquila-ui/button';
import './button-demo3.scss';

export default function ButtonDemo3() {
  return (
    <div className="button-demo3">
      <div className="button-demo3__row">
        <Button ngxColor="#389e0d">Green</Button>
        <Button ngxColor="crimson">Crimson</Button>
        <Button ngxColor="rgb(146, 84, 222)">Purple</Button>
        {/* A light colour gets a dark label, so it stays readable. */}
        <Button ngxColor="hsl(43, 96%, 56%)">Amber</Button>
      </div>
      <div className="button-demo3__row">
        <Button ngxColor="#389e0d" buttonFillMode="outlined">
          Green
        </Button>
        <Button ngxColor="crimson" buttonFillMode="outlined">
          Crimson
        </Button>
        <Button ngxColor="rgb(146, 84, 222)" buttonFillMode="outlined">
          Purple
        </Button>
      </div>
    </div>
  );
}
