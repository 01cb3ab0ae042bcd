export {
  COLOR_ERRORS,
  PRESET_COLORS,
  readColor,
  rgbaToCss,
  colorOrThrow,
  unresolvedColorError,
  parseColor,
  toCssColor,
  withAlpha,
  prefersLightText,
  textColorOn,
  textColorsOnPage,
  relativeLuminance,
  contrastRatio,
  readableOn,
  textOn,
  textOnPage,
  tint,
} from './color.ts';
export type { Color, ColorError, ColorReading, Rgba } from './color.ts';
export { colorProp, invalidColorWarning, unresolvedColorWarning } from './colorProp.ts';
export type { ColorPropOptions } from './colorProp.ts';
export { canvasColor } from './canvasColor.ts';
export { warnOnce, shownValue } from './warnOnce.ts';
export { usePartContext } from './usePartContext.ts';
export { readSize, cssSize, pxSize, cssSizeWarning } from './cssSize.ts';
export type { SizeReading } from './cssSize.ts';
export { Guid, isGuid } from './guid.ts';
export { Validators } from './validators.ts';
export type { Validator, ValidationErrors } from './validators.ts';
export { useControllableState } from './useControllableState.ts';
export type { UseControllableStateOptions } from './useControllableState.ts';
export { useSwipe, swipeDirection, SWIPE_THRESHOLD } from './useSwipe.ts';
export type { SwipeDirection } from './useSwipe.ts';
export { Portal } from './Portal.tsx';
export type { PortalProps } from './Portal.tsx';
export { cx, mergeRefs, useMergedRefs, mergeProps, composeHandlers, dataFlag, hasContent, focusNeighbourOf } from './dom.ts';
export { useStableId } from './useId.ts';
export { controlSizePx } from './controlSize.ts';
export type { ControlSize, ControlSizeScale } from './controlSize.ts';
export { useCheckedState } from './useCheckedState.ts';
export type { CheckedStateProps, UseCheckedStateOptions } from './useCheckedState.ts';
export type { ChoiceInputProps, ChoiceMarkProps } from './choiceProps.ts';
export { contrastingColors, fillColors } from './colorPair.ts';
export type { ColorPair } from './colorPair.ts';
export { usePresence } from './usePresence.ts';
export { useTransitionPresence } from './useTransitionPresence.ts';
export { lockScroll, scrollbarGap, useScrollLock } from './scrollLock.ts';
export { useOverlayLayer } from './layerStack.ts';
export type { OverlayLayer, LayerEventDetails } from './layerStack.ts';
export { useHideOthers } from './useHideOthers.ts';
export { useFocusReturn } from './useFocusReturn.ts';
export { createOverlayStore, useOverlayHost, isComponent } from './overlayStore.ts';
export type { OverlayStore, OverlayStoreState, OverlayHostToken } from './overlayStore.ts';
export { TYPEAHEAD_RESET, typeaheadMatch, useTypeahead } from './typeahead.ts';
export { useModalOverlay } from './useModalOverlay.ts';
export type { UseModalOverlayOptions, ModalOverlay, ModalFocusTrapProps } from './useModalOverlay.ts';
export type { ModalOverlayProps } from './modalOverlayProps.ts';
export { useEffectEvent } from './useEffectEvent.ts';
export { prefersReducedMotion, useReducedMotion } from './reducedMotion.ts';
export { stepIndex, useListNavigation } from './useListNavigation.ts';
export type { UseListNavigationOptions, ListNavigation } from './useListNavigation.ts';
export { RENAMES, RENAMED_IN } from './renames.ts';
export type { ComponentRenames, PropRename, PropRemoval } from './renames.ts';
export { withoutRenamedProps, warnRenamedValue, renamedPropWarning, removedPropWarning, renamedValueWarning } from './renamedProps.ts';
export {
  AquilaConfigContext,
  DEFAULT_CONFIG,
  ProviderSurfaceContext,
  useAquilaConfig,
  useDirection,
  useLocale,
  useMessages,
} from './aquilaConfig.ts';
export type { AquilaConfig, Direction, ProviderSurface } from './aquilaConfig.ts';
export { mergeMessages } from './messages.ts';
export type { AquilaMessages, AquilaMessagesInput } from './messages.ts';
export { dateFormat, numberFormat, supportedLocale } from './intl.ts';
export { themeVariables } from './themeVariables.ts';
export type { AquilaThemeTokens, ColorScheme, Density } from './themeVariables.ts';
export { readingStep, verticalStep } from './readingDirection.ts';
