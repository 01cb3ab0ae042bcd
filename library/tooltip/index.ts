export { Tooltip } from './Tooltip.tsx';
export type { TooltipProps, TooltipPosition } from './Tooltip.tsx';
