export interface Task {
  name: string;
  colour: string;
}

export const TASKS: Task[] = [
  { name: 'Write the brief', colour: '#1890FF' },
  { name: 'Review the design', colour: '#FF3300' },
  { name: 'Ship the release', colour: 'indigo' },
];

/**
 * The list of done tasks after the "all tasks" box asks to become `checked`. While some but not all
 * are done, the box is mixed: a request to clear it then is ignored, so a mixed box only ever
 * fills the list (a click on a mixed box always asks for checked).
 */
export function toggleAll(done: readonly string[], checked: boolean): string[] {
  const mixed = done.length > 0 && done.length < TASKS.length;
  if (mixed && !checked) return [...done];
  return checked ? TASKS.map((task) => task.name) : [];
}
