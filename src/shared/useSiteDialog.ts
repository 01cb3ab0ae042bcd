import { useModalOverlay } from 'aquila-ui/core';

/**
 * The modal overlay of a site dialog that is mounted only while open (the ⌘K search, the workspace's
 * New): Escape or a press outside its panel closes it, and focus starts in `initialFocusWithin`.
 */
export function useSiteDialog(onClose: () => void, initialFocusWithin: string) {
  const overlay = useModalOverlay({
    open: true,
    onEscape: onClose,
    onOutsidePress: onClose,
    isInside: (node) => !!overlay.panel?.contains(node),
    initialFocusWithin,
  });
  return overlay;
}
