import { Tab, Tabs } from 'aquila-ui/tabs';

export default function TabsConfigurator() {
  return (
    <Tabs
      tabListLabel="Trail guide"
      onValueChange={(value) => console.log('onValueChange', value)}
      onClose={(value) => console.log('onClose', value)}
    >
      <Tab value="overview" label="Overview">
        <p>A 12 km loop through beech forest, with one steep climb to the ridge and a view over the lake.</p>
      </Tab>
      <Tab value="getting-there" label="Getting there">
        <p>Take the 8:15 bus from the station to Pine Gate; the trail starts behind the visitor centre.</p>
      </Tab>
      <Tab value="weather" label="Weather">
        <p>Mostly dry in summer. Fog on the ridge is common before noon, so bring a layer.</p>
      </Tab>
    </Tabs>
  );
}
