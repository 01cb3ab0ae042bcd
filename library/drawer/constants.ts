/** The slide-out time in ms, `--aq-duration-drawer`: a closed drawer leaves the page when its slide-out animation ends. */
export const DRAWER_DURATION = 500;

/** Viewports matching this are "mobile" for `closeMobile`; wider ones are "desktop" for `closeDesktop`. */
export const DRAWER_MOBILE_QUERY = '(max-width: 839.98px)';
