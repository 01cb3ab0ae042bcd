import { Table } from 'aquila-ui/table';

const ORDERS = [
  { id: 'A-1024', customer: 'Ines Carvalho', items: 3, total: '€84.50' },
  { id: 'A-1025', customer: 'Tomasz Zielinski', items: 1, total: '€19.90' },
  { id: 'A-1026', customer: 'Amina Diallo', items: 5, total: '€142.00' },
  { id: 'A-1027', customer: 'Rafael Ortega', items: 2, total: '€56.30' },
];

export default function TableConfigurator() {
  return (
    <Table>
      <caption>Recent orders</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Items</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {ORDERS.map((order) => (
          <tr key={order.id}>
            <th scope="row">{order.id}</th>
            <td>{order.customer}</td>
            <td>{order.items}</td>
            <td>{order.total}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
