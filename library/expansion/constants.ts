export type AccordionVariant = 'card' | 'bordered' | 'default';
export type ExpandIconPosition = 'left' | 'right';
export type PanelHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The heading level of a panel's header unless `headingLevel` says otherwise. */
export const PANEL_HEADING_LEVEL: PanelHeadingLevel = 3;
