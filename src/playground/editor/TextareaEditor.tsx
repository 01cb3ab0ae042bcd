import { useEffect, useRef, type KeyboardEvent } from 'react';
import { offsetOf } from './text-offset';
import { focusIsUnclaimed, type CodeEditorProps } from './types';

/** Shift+Alt+F, as in Monaco. By its key's place: on a Mac, Option turns the F into another character. */
function isFormatKey(event: KeyboardEvent): boolean {
  return (
    event.shiftKey && event.altKey && !event.ctrlKey && !event.metaKey && (event.code === 'KeyF' || event.key.toLowerCase() === 'f')
  );
}

/**
 * The plain editor for narrow screens (where Monaco is unusable) and for when Monaco fails to load.
 * Tab indents; Escape lets the next Tab leave the field, so focus is never trapped. Shift+Alt+F formats, when
 * the page can.
 */
export function TextareaEditor({ value, onChange, label, markers, reveal, onFormat, autoFocus = false }: CodeEditorProps) {
  const escaped = useRef(false);
  const area = useRef<HTMLTextAreaElement>(null);

  // Asked for as the editor first appears only: a later render must not pull focus back.
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (focusOnMount.current && focusIsUnclaimed(area.current)) area.current?.focus({ preventScroll: true });
  }, []);

  // A followed link: the caret at that line and column, in view, with focus in the field.
  useEffect(() => {
    const field = area.current;
    if (!reveal || !field) return;
    const offset = offsetOf(field.value, reveal.line, reveal.column);
    field.focus();
    field.setSelectionRange(offset, offset);
    const lineHeight = parseFloat(getComputedStyle(field).lineHeight) || 20;
    field.scrollTop = Math.max(0, (reveal.line - 3) * lineHeight);
  }, [reveal]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (onFormat && isFormatKey(event)) {
      event.preventDefault();
      escaped.current = false;
      onFormat();
      return;
    }
    if (event.key === 'Escape') {
      escaped.current = true;
      return;
    }
    if (event.key !== 'Tab' || event.shiftKey || escaped.current) {
      escaped.current = false;
      return;
    }
    event.preventDefault();
    const area = event.currentTarget;
    const { selectionStart, selectionEnd } = area;
    const next = `${value.slice(0, selectionStart)}  ${value.slice(selectionEnd)}`;
    onChange(next);
    requestAnimationFrame(() => area.setSelectionRange(selectionStart + 2, selectionStart + 2));
  };
  return (
    <textarea
      ref={area}
      className="playground-textarea"
      aria-label={label}
      aria-invalid={markers.length > 0 || undefined}
      spellCheck={false}
      // Code keeps its lines: long ones scroll inside the field instead of wrapping into false lines.
      wrap="off"
      autoCapitalize="off"
      autoCorrect="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
