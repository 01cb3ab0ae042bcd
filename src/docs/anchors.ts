/**
 * The ids of the API section's rows, the targets of links such as `/components/button#api-Button-size`
 * (a search result lands on them). Kept in one place so what links and what is linked to agree.
 */

/** The row of one prop in a component's generated API table. */
export const apiRowId = (component: string, property: string) => `api-${component}-${property}`;

/** A row of a page's keyboard table, counted from 0. */
export const keyboardRowId = (index: number) => `keyboard-${index}`;
