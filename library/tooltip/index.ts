export { Tooltip } from './Tooltip.tsx';
export type { TooltipProps, TooltipPlacement } from './Tooltip.tsx';
