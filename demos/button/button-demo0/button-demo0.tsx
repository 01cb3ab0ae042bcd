import { Button } from 'aquila-ui/button';

export default function ButtonConfigurator() {
  return <Button onClick={(event) => console.log('clicked', event.currentTarget.textContent)}>Save changes</Button>;
}
