const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const euros = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** The English name of a country from its two-letter code: 'FR' → 'France'. */
export const countryName = (code: string): string => regions.of(code) ?? code;

/** A yearly salary in euros: 52000 → '€52,000'. */
export const formatSalary = (salary: number): string => euros.format(salary);
