/** The three outcomes the copy action logs to the console. */
export type CopyOutcome = 'successful' | 'unsuccessful' | 'unable to copy';

/** The pre-Clipboard-API path, for insecure origins and old browsers. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** Copies `text` and logs the outcome with console.log; the caller shows the person the result. */
export async function copyText(text: string): Promise<CopyOutcome> {
  let outcome: CopyOutcome;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      outcome = 'successful';
    } else {
      outcome = copyWithSelection(text) ? 'successful' : 'unsuccessful';
    }
  } catch (error) {
    outcome = error instanceof DOMException && error.name === 'NotAllowedError' ? 'unsuccessful' : 'unable to copy';
  }
  console.log(outcome);
  return outcome;
}
