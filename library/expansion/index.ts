export { Accordion } from './Accordion';
export type { AccordionProps } from './Accordion';
export { ExpansionPanel } from './ExpansionPanel';
export type { ExpansionPanelProps } from './ExpansionPanel';
export { PANEL_HEADING_LEVEL } from './constants';
export type { AccordionType, ExpandIconPosition, PanelHeadingLevel } from './constants';
