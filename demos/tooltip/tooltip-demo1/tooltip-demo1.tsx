import { Button } from 'aquila-ui/button';
import { Tooltip, type TooltipPlacement } from 'aquila-ui/tooltip';
import './tooltip-demo1.scss';

const placements: TooltipPlacement[] = ['top', 'right', 'bottom', 'left'];

export default function TooltipDemo1() {
  return (
    <div className="tooltip-demo1">
      {placements.map((placement) => (
        <Tooltip key={placement} content={`Tooltip on the ${placement}`} placement={placement}>
          <Button variant="outlined" className={`tooltip-demo1__${placement}`}>
            {placement[0].toUpperCase() + placement.slice(1)}
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
