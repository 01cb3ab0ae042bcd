/** Sample data: a few large cities and their countries. */
export const CITIES = [
  { name: 'Tokyo', country: 'Japan' },
  { name: 'Delhi', country: 'India' },
  { name: 'Shanghai', country: 'China' },
  { name: 'Dhaka', country: 'Bangladesh' },
  { name: 'São Paulo', country: 'Brazil' },
  { name: 'Cairo', country: 'Egypt' },
  { name: 'Mexico City', country: 'Mexico' },
  { name: 'Beijing', country: 'China' },
  { name: 'Mumbai', country: 'India' },
  { name: 'Osaka', country: 'Japan' },
  { name: 'Karachi', country: 'Pakistan' },
  { name: 'Chongqing', country: 'China' },
  { name: 'Istanbul', country: 'Türkiye' },
  { name: 'Buenos Aires', country: 'Argentina' },
];
