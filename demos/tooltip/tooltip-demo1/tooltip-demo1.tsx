import { Button } from 'aquila-ui/button';
import { Tooltip, type TooltipPosition } from 'aquila-ui/tooltip';
import './tooltip-demo1.scss';

const positions: TooltipPosition[] = ['top', 'right', 'bottom', 'left'];

export default function TooltipDemo1() {
  return (
    <div className="tooltip-demo1">
      {positions.map((position) => (
        <Tooltip key={position} tooltipText={`Tooltip on the ${position}`} tooltipPosition={position}>
          <Button variant="outlined" className={`tooltip-demo1__${position}`}>
            {position[0].toUpperCase() + position.slice(1)}
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
