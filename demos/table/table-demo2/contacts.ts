/** A person in the example's address book; every name and address is made up. */
export interface Contact {
  name: string;
  age: number;
  email: string;
  address: string;
}

export const CONTACTS: readonly Contact[] = [
  { name: 'Ines Carvalho', age: 41, email: 'ines.carvalho@example.com', address: '20 Station Road, Porto' },
  { name: 'Tomasz Zielinski', age: 62, email: 'tomasz.zielinski@example.com', address: '7 Harbour Road, Gdynia' },
  { name: 'Amina Diallo', age: 55, email: 'amina.diallo@example.com', address: '13 River Walk, Dakar' },
  { name: 'Rafael Ortega', age: 58, email: 'rafael.ortega@example.com', address: '8 Hill Crescent, Seville' },
  { name: 'Hana Novak', age: 34, email: 'hana.novak@example.com', address: '5 Harbour Road, Brno' },
  { name: 'Émile Fournier', age: 48, email: 'emile.fournier@example.com', address: '54 Harbour Road, Lille' },
  { name: 'Sigrid Olsen', age: 36, email: 'sigrid.olsen@example.com', address: '12 Hill Crescent, Stavanger' },
  { name: 'Kwame Mensah', age: 48, email: 'kwame.mensah@example.com', address: '8 Market Square, Kumasi' },
  { name: 'Leila Haddad', age: 28, email: 'leila.haddad@example.com', address: '29 Market Square, Beirut' },
  { name: 'Bruno Costa', age: 24, email: 'bruno.costa@example.com', address: '74 Market Square, Braga' },
  { name: 'Yara Nasser', age: 46, email: 'yara.nasser@example.com', address: '7 Linden Avenue, Amman' },
  { name: 'Otto Lehmann', age: 23, email: 'otto.lehmann@example.com', address: '72 Orchard Street, Dresden' },
  { name: 'Priya Raman', age: 39, email: 'priya.raman@example.com', address: '54 Orchard Street, Chennai' },
  { name: 'Dmitri Volkov', age: 55, email: 'dmitri.volkov@example.com', address: '16 Market Square, Kazan' },
  { name: 'Carmen Alvarez', age: 40, email: 'carmen.alvarez@example.com', address: '72 Orchard Street, Valencia' },
  { name: 'Jakob Lund', age: 27, email: 'jakob.lund@example.com', address: '75 Market Square, Aalborg' },
  { name: 'Noor Hamdan', age: 61, email: 'noor.hamdan@example.com', address: '25 River Walk, Doha' },
  { name: 'Alba Ferrer', age: 27, email: 'alba.ferrer@example.com', address: '71 Harbour Road, Girona' },
  { name: 'Viktor Horvat', age: 57, email: 'viktor.horvat@example.com', address: '8 Market Square, Split' },
  { name: 'Zanele Dube', age: 34, email: 'zanele.dube@example.com', address: '64 Hill Crescent, Durban' },
  { name: 'Ömer Yıldız', age: 48, email: 'omer.yldz@example.com', address: '100 River Walk, İzmir' },
  { name: 'Ana Pavlović', age: 50, email: 'ana.pavlovic@example.com', address: '75 Garden Row, Novi Sad' },
  { name: 'Tariq Aziz', age: 44, email: 'tariq.aziz@example.com', address: '39 Linden Avenue, Lahore' },
  { name: 'Marisol Vega', age: 32, email: 'marisol.vega@example.com', address: '90 Linden Avenue, Quito' },
];
