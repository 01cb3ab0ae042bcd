import { Divider } from 'aquila-ui/divider';
import './divider-demo2.scss';

export default function DividerDemo2() {
  return (
    <div className="divider-demo2">
      <Divider labelPosition="left">Left</Divider>
      <p>Text at the start suits section titles in a long form.</p>
      <Divider labelPosition="center">Center</Divider>
      <p>Centred text is the default, often used for “or” between two choices.</p>
      <Divider labelPosition="right">Right</Divider>
      <p>Text at the end can carry a date or a small note.</p>
    </div>
  );
}
