import { Divider } from 'aquila-ui/divider';
import './divider-demo1.scss';

export default function DividerDemo1() {
  return (
    <div className="divider-demo1">
      <p>
        The night train leaves the city a little after ten and follows the river north, through towns that are asleep long before it
        passes.
      </p>
      <Divider />
      <p>By morning the fields have turned to forest, and the forest to hills under the first snow.</p>
      <Divider>Day two</Divider>
      <p>The line ends at a small station by the lake, where the road to the mountains begins.</p>
      <Divider dashed>Notes</Divider>
      <p>Tickets are checked on board; keep yours until you leave the station.</p>
    </div>
  );
}
