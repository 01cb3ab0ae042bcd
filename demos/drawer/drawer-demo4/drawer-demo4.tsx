import { Button } from 'aquila-ui/button';
import { DrawerHost, useDrawer, type DrawerContentProps } from 'aquila-ui/drawer';
import './drawer-demo4.scss';

interface Contact {
  name: string;
  role: string;
  email: string;
}

const contacts: Contact[] = [
  { name: 'Ada Lovelace', role: 'Analyst', email: 'ada@example.com' },
  { name: 'Alan Turing', role: 'Cryptographer', email: 'alan@example.com' },
];

function ContactDetails({ data, drawerRef }: DrawerContentProps<Contact>) {
  return (
    <div className="drawer-demo4__details">
      <dl>
        <dt>Role</dt>
        <dd>{data.role}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${data.email}`}>{data.email}</a>
        </dd>
      </dl>
      <Button buttonFillMode="outlined" onClick={() => drawerRef.close()}>
        Done
      </Button>
    </div>
  );
}

export default function DrawerDemo4() {
  const drawer = useDrawer();

  const showContact = (contact: Contact) =>
    drawer.open(ContactDetails, { data: contact, heading: contact.name, placement: 'right', width: 320 });

  return (
    <div className="drawer-demo4">
      {contacts.map((contact) => (
        <Button key={contact.name} onClick={() => showContact(contact)}>
          {contact.name}
        </Button>
      ))}

      {/* Render <DrawerHost /> once near the root of your app; it is here so this demo works on its own. */}
      <DrawerHost />
    </div>
  );
}
