/** Slide-out time in ms before a closed drawer unmounts; the same as `--aq-duration-drawer`. */
export const DRAWER_DURATION = 500;

/** Viewports matching this are "mobile" for `closeMobile`; wider ones are "desktop" for `closeDesktop`. */
export const DRAWER_MOBILE_QUERY = '(max-width: 839.98px)';
