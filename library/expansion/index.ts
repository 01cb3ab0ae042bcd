export { Accordion } from './Accordion.tsx';
export type { AccordionProps } from './Accordion.tsx';
export { ExpansionPanel } from './ExpansionPanel.tsx';
export type { ExpansionPanelProps } from './ExpansionPanel.tsx';
export type { AccordionVariant, ExpandIconPosition, PanelHeadingLevel } from './constants.ts';
