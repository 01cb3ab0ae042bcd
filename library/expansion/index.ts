export { Accordion } from './Accordion.tsx';
export type { AccordionProps } from './Accordion.tsx';
export { ExpansionPanel } from './ExpansionPanel.tsx';
export type { ExpansionPanelProps } from './ExpansionPanel.tsx';
export { PANEL_HEADING_LEVEL } from './constants.ts';
export type { AccordionVariant, ExpandIconPosition, PanelHeadingLevel } from './constants.ts';
