/** Ten pick-up stores, sample data of this example; only stores 1 to 5 are open yet. */
export interface Store {
  value: string;
  label: string;
}

export const STORES: Store[] = Array.from({ length: 10 }, (_, index) => ({
  value: `store_${index + 1}`,
  label: `Store ${index + 1}`,
}));

/** The stores open today, as a pattern every chosen value must match. */
export const OPEN_STORES = 'store_[1-5]';
