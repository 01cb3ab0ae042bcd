import { Divider } from 'aquila-ui/divider';
import './divider-demo3.scss';

export default function DividerDemo3() {
  return (
    <div className="divider-demo3">
      <Divider color="#1890ff">Blue</Divider>
      <Divider color="tomato" dashed>
        Tomato, dashed
      </Divider>
      <Divider color="rgb(82, 196, 26)" labelPosition="left">
        Green
      </Divider>
      <Divider color="hsl(270, 60%, 60%)" />
    </div>
  );
}
