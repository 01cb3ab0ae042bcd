/** Mexico's 32 federal entities, sample data of this example; `delivered` marks where the sample shop delivers today. */
export interface State {
  value: string;
  label: string;
  delivered: boolean;
}

export const STATES: State[] = [
  { value: 'aguascalientes', label: 'Aguascalientes', delivered: true },
  { value: 'baja_california', label: 'Baja California', delivered: false },
  { value: 'baja_california_sur', label: 'Baja California Sur', delivered: false },
  { value: 'campeche', label: 'Campeche', delivered: false },
  { value: 'chiapas', label: 'Chiapas', delivered: false },
  { value: 'chihuahua', label: 'Chihuahua', delivered: false },
  { value: 'ciudad_de_mexico', label: 'Ciudad de México', delivered: true },
  { value: 'coahuila', label: 'Coahuila', delivered: false },
  { value: 'colima', label: 'Colima', delivered: false },
  { value: 'durango', label: 'Durango', delivered: false },
  { value: 'guanajuato', label: 'Guanajuato', delivered: true },
  { value: 'guerrero', label: 'Guerrero', delivered: false },
  { value: 'hidalgo', label: 'Hidalgo', delivered: false },
  { value: 'jalisco', label: 'Jalisco', delivered: true },
  { value: 'mexico', label: 'México', delivered: true },
  { value: 'michoacan', label: 'Michoacán', delivered: true },
  { value: 'morelos', label: 'Morelos', delivered: false },
  { value: 'nayarit', label: 'Nayarit', delivered: false },
  { value: 'nuevo_leon', label: 'Nuevo León', delivered: true },
  { value: 'oaxaca', label: 'Oaxaca', delivered: false },
  { value: 'puebla', label: 'Puebla', delivered: true },
  { value: 'queretaro', label: 'Querétaro', delivered: true },
  { value: 'quintana_roo', label: 'Quintana Roo', delivered: false },
  { value: 'san_luis_potosi', label: 'San Luis Potosí', delivered: false },
  { value: 'sinaloa', label: 'Sinaloa', delivered: false },
  { value: 'sonora', label: 'Sonora', delivered: false },
  { value: 'tabasco', label: 'Tabasco', delivered: false },
  { value: 'tamaulipas', label: 'Tamaulipas', delivered: false },
  { value: 'tlaxcala', label: 'Tlaxcala', delivered: false },
  { value: 'veracruz', label: 'Veracruz', delivered: false },
  { value: 'yucatan', label: 'Yucatán', delivered: true },
  { value: 'zacatecas', label: 'Zacatecas', delivered: false },
];
