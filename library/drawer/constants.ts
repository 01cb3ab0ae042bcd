/** The slide-out time in ms, `--aq-duration-drawer`: a closed drawer leaves the page when its slide-out animation ends. */
export const DRAWER_DURATION = 500;

/** The accessible name of the close button and the drag handle unless `closeLabel` says otherwise. */
export const DRAWER_CLOSE_LABEL = 'Close';
