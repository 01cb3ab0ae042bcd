/** Rounded long-term averages, sample content for the example. */
export interface City {
  city: string;
  january: number;
  july: number;
  rain: number;
}

export const CLIMATE: City[] = [
  { city: 'Lisbon', january: 11, july: 23, rain: 730 },
  { city: 'Oslo', january: -4, july: 17, rain: 760 },
  { city: 'Cairo', january: 14, july: 28, rain: 20 },
  { city: 'Singapore', january: 26, july: 28, rain: 2340 },
  { city: 'Buenos Aires', january: 25, july: 11, rain: 1240 },
];
