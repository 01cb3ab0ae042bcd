/** Ten generated options, sample data of this example: values 1 to 10. */
export interface NumberedOption {
  value: number;
  label: string;
}

export const OPTIONS: NumberedOption[] = Array.from({ length: 10 }, (_, index) => ({
  value: index + 1,
  label: `Option ${index + 1}`,
}));
