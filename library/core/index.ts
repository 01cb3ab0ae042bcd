export {
  COLOR_ERRORS,
  PRESET_COLORS,
  parseColor,
  toCssColor,
  withAlpha,
  prefersLightText,
  textColorOn,
  textColorsOnPage,
  relativeLuminance,
  contrastRatio,
  readableOn,
} from './color';
export type { Rgba } from './color';
export { Guid, isGuid } from './guid';
export { Validators } from './validators';
export type { Validator, ValidationErrors } from './validators';
export { useControllableState } from './useControllableState';
export type { UseControllableStateOptions } from './useControllableState';
export { useSwipe, swipeDirection, SWIPE_THRESHOLD } from './useSwipe';
export type { SwipeDirection } from './useSwipe';
export { Portal } from './Portal';
export type { PortalProps } from './Portal';
export { cx, mergeRefs, useMergedRefs, mergeProps, composeHandlers, dataFlag, hasContent, focusNeighbourOf } from './dom';
export { useStableId } from './useId';
export { controlSizePx } from './controlSize';
export type { ControlSize, ControlSizeScale } from './controlSize';
export { useCheckedState } from './useCheckedState';
export type { UseCheckedStateOptions } from './useCheckedState';
export { contrastingColors, fillColors } from './colorPair';
export type { ColorPair } from './colorPair';
export { usePresence } from './usePresence';
export { lockScroll, useScrollLock } from './scrollLock';
export { useOverlayLayer } from './layerStack';
export type { OverlayLayer } from './layerStack';
export { useFocusReturn } from './useFocusReturn';
export { createOverlayStore, useOverlayHost, isComponent } from './overlayStore';
export type { OverlayStore, OverlayStoreState, OverlayHostToken } from './overlayStore';
export { TYPEAHEAD_RESET, typeaheadMatch, useTypeahead } from './typeahead';
export { useModalOverlay } from './useModalOverlay';
export type { UseModalOverlayOptions, ModalOverlay, ModalFocusTrapProps } from './useModalOverlay';
export { useEffectEvent } from './useEffectEvent';
export { prefersReducedMotion, useReducedMotion } from './reducedMotion';
export { stepIndex, useListNavigation } from './useListNavigation';
export type { UseListNavigationOptions, ListNavigation } from './useListNavigation';
