/** The slide-out time in ms, `--aq-duration-drawer`: a closed drawer leaves the page when its slide-out animation ends. */
export const DRAWER_DURATION = 500;
