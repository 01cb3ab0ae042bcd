/** What the dialog card's picture and its real dialog both say, so the picture is of that dialog. */
export const DIALOG_TEXT = {
  heading: 'Share this album?',
  body: 'A real dialog: focus stays inside, Escape closes it, and its title bar drags it around.',
  cancel: 'Not now',
  confirm: 'Share',
} as const;
