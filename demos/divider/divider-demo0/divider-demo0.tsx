import { Divider } from 'aquila-ui/divider';

export default function DividerConfigurator() {
  return (
    <div>
      <p>By morning the fields have turned to forest, and the forest to hills under the first snow.</p>
      <Divider>Day two</Divider>
      <p>The line ends at a small station by the lake, where the road to the mountains begins.</p>
    </div>
  );
}
