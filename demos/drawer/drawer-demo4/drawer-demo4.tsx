import { Button } from 'aquila-ui/button';
import { useDrawer } from 'aquila-ui/drawer';
import { ContactDetails, type Contact } from './contact-details';
import './drawer-demo4.scss';

const contacts: Contact[] = [
  { name: 'Ada Lovelace', role: 'Analyst', email: 'ada@example.com' },
  { name: 'Alan Turing', role: 'Cryptographer', email: 'alan@example.com' },
];

export default function DrawerDemo4() {
  const drawer = useDrawer();

  const showContact = (contact: Contact) =>
    drawer.open(ContactDetails, { data: contact, heading: contact.name, placement: 'right', width: 320, closeDesktop: true });

  return (
    <div className="drawer-demo4">
      {contacts.map((contact) => (
        <Button key={contact.name} onClick={() => showContact(contact)}>
          {contact.name}
        </Button>
      ))}
    </div>
  );
}
