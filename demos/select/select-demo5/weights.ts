/** Parcel weights in kilograms, sample data of this example. */
export const WEIGHTS: number[] = [1, 2, 5, 10, 20];
