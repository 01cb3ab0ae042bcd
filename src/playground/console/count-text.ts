/** A count as the console writes it: 1,234 (the same grouping whatever the browser's language, as the rest of the text). */
export const countText = (n: number) => n.toLocaleString('en-US');
