import { Divider } from 'aquila-ui/divider';
import './divider-demo3.scss';

export default function DividerDemo3() {
  return (
    <div className="divider-demo3">
      <Divider colour="#1890ff">Blue</Divider>
      <Divider colour="tomato" dashed>
        Tomato, dashed
      </Divider>
      <Divider colour="rgb(82, 196, 26)" orientation="left">
        Green
      </Divider>
      <Divider colour="hsl(270, 60%, 60%)" />
    </div>
  );
}
