import { Table } from 'aquila-ui/table';
import './table-demo1.scss';

const PEOPLE = [
  { name: 'Ines Carvalho', age: 34, email: 'ines.carvalho@example.com', address: '14 Maple Lane, Porto' },
  { name: 'Tomasz Zielinski', age: 28, email: 'tomasz.zielinski@example.com', address: '3 Harbour Road, Gdynia' },
  { name: 'Amina Diallo', age: 45, email: 'amina.diallo@example.com', address: '88 Orchard Street, Dakar' },
  { name: 'Rafael Ortega', age: 39, email: 'rafael.ortega@example.com', address: '21 Linden Avenue, Seville' },
  { name: 'Hana Novak', age: 31, email: 'hana.novak@example.com', address: '5 Mill Street, Brno' },
];

export default function TableDemo1() {
  return (
    <Table className="table-demo1">
      <caption>Contacts</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col" className="table-demo1__number">
            Age
          </th>
          <th scope="col">Email</th>
          <th scope="col">Address</th>
        </tr>
      </thead>
      <tbody>
        {PEOPLE.map((person) => (
          <tr key={person.email}>
            <th scope="row">{person.name}</th>
            <td className="table-demo1__number">{person.age}</td>
            <td>{person.email}</td>
            <td>{person.address}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
