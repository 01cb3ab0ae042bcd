import { Button } from 'aquila-ui/button';
import type { DrawerContentProps } from 'aquila-ui/drawer';

export interface Contact {
  name: string;
  role: string;
  email: string;
}

/** The component the drawer shows: it receives the contact as `data` and closes through `drawerRef`. */
export function ContactDetails({ data, drawerRef }: DrawerContentProps<Contact>) {
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
      <Button variant="outlined" onClick={() => drawerRef.close()}>
        Done
      </Button>
    </div>
  );
}
