/** Keys typed here are text: "/" types a slash rather than opening the search. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  // Editors that take text through the EditContext API (Monaco in Chromium) or say they are text boxes.
  if ((target as { editContext?: unknown }).editContext || target.closest('[role="textbox"]')) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type)
  );
}

/** ⌘K on Apple systems, Ctrl+K elsewhere (both work everywhere), or "/" outside a text field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if (event.metaKey || event.ctrlKey) return !event.shiftKey && event.key.toLowerCase() === 'k';
  // Shift is allowed: on some layouts "/" is Shift+7.
  return event.key === '/' && !isTypingTarget(event.target);
}
