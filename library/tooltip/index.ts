export { Tooltip } from './Tooltip';
export type { TooltipProps, TooltipPosition } from './Tooltip';
