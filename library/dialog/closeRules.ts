/** `true` closes, `false` does not, 'onlyLastStrategy' closes only the topmost open dialog. */
export type CloseStrategy = boolean | 'onlyLastStrategy';

/** Which gestures close a dialog: one strategy for both, or one each for a backdrop press and Escape. */
export type DialogEnableClose = CloseStrategy | { backdrop?: CloseStrategy; escape?: CloseStrategy };

export interface CloseRules {
  backdrop: CloseStrategy;
  escape: CloseStrategy;
}

/** A gesture left out of the object form keeps its default, which is to close. */
export function closeRules(enableClose: DialogEnableClose): CloseRules {
  if (typeof enableClose === 'object' && enableClose !== null) {
    return { backdrop: enableClose.backdrop ?? true, escape: enableClose.escape ?? true };
  }
  return { backdrop: enableClose, escape: enableClose };
}
