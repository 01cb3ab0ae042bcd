import { Button } from 'aquila-ui/button';
import { Tooltip } from 'aquila-ui/tooltip';

export default function TooltipConfigurator() {
  return (
    // Room on every side of the button, so the tooltip shows on the side placement names.
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
      <Tooltip content="Copy a link to this report" defaultOpen onOpenChange={(open) => console.log('onOpenChange', open)}>
        <Button variant="outlined">Share</Button>
      </Tooltip>
    </div>
  );
}
