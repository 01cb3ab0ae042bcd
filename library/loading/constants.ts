export type LoadingSize = 'small' | 'medium' | 'large';
export type LoadingVariant = 'bars' | 'dots';

/** The spinner's width and height in px for each size. */
export const LOADING_SIZES: Record<LoadingSize, number> = { small: 36, medium: 44, large: 64 };
/** How many bars or dots the spinner turns through. */
export const LOADING_ITEMS = 12;
