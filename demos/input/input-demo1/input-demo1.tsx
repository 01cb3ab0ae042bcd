import { Euro, Globe, Lock, Mail, Phone, Search, User } from './icons';
import { Input } from 'aquila-ui/input';
import './input-demo1.scss';

export default function InputDemo1() {
  return (
    <div className="input-demo1">
      <Input label="Name" placeholder="Ada Lovelace" prefix={<User size={16} />} />
      <Input label="Email" type="email" placeholder="ada@example.com" prefix={<Mail size={16} />} />
      <Input label="Password" type="password" autoComplete="new-password" prefix={<Lock size={16} />} />
      <Input label="Search" type="search" placeholder="Components…" prefix={<Search size={16} />} />
      <Input label="Phone" type="tel" placeholder="+34 600 000 000" prefix={<Phone size={16} />} />
      <Input label="Website" type="url" prefix={<Globe size={16} />} suffix=".com" />
      <Input label="Price" type="number" min={0} step={0.01} suffix={<Euro size={16} />} />
      <Input label="Username" defaultValue="ada.lovelace" prefix={<User size={16} />} disabled />
    </div>
  );
}
