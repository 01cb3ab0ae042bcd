import { Input } from 'aquila-ui/input';

export default function InputConfigurator() {
  return <Input label="Name" placeholder="Ada Lovelace" onChange={(value) => console.log('onChange', value)} />;
}
