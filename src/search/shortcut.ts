/**
 * A text editor of its own: a textarea, contenteditable, or an editor taking text through the
 * EditContext API (Monaco in Chromium). Code editors use Ctrl+K and ⌘K to start chords (Ctrl+K Ctrl+I).
 */
function isEditor(target: HTMLElement): boolean {
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    !!(target as { editContext?: unknown }).editContext ||
    !!target.closest('[role="textbox"]')
  );
}

const NOT_TEXT_INPUTS = ['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'];

/** Keys typed here are text: "/" types a slash rather than opening the search. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (isEditor(target) || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT_INPUTS.includes(target.type);
}

/** ⌘K or Ctrl+K (both on every system) anywhere but in an editor, or "/" outside a text field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if (event.metaKey || event.ctrlKey)
    return !event.shiftKey && event.key.toLowerCase() === 'k' && !(event.target instanceof HTMLElement && isEditor(event.target));
  // Shift is allowed: on some layouts "/" is Shift+7.
  return event.key === '/' && !isTypingTarget(event.target);
}
