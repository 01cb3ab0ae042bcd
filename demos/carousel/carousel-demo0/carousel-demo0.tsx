import { Carousel, CarouselItem } from 'aquila-ui/carousel';

const DESTINATIONS = [
  { name: 'Lisbon', text: 'Seven hills, yellow trams and the light over the Tagus.' },
  { name: 'Kyoto', text: 'Temples, moss gardens and quiet streets of wooden houses.' },
  { name: 'Oaxaca', text: 'Markets, mole and the green stone of the old town.' },
  { name: 'Reykjavík', text: 'Colourful roofs at the edge of the North Atlantic.' },
];

export default function CarouselConfigurator() {
  return (
    <Carousel aria-label="Destinations" onSelectedIndexChange={(index) => console.log('onSelectedIndexChange', index)}>
      {DESTINATIONS.map((destination) => (
        <CarouselItem key={destination.name} style={{ minHeight: 160, padding: '24px 64px', textAlign: 'center' }}>
          <h3>{destination.name}</h3>
          <p>{destination.text}</p>
        </CarouselItem>
      ))}
    </Carousel>
  );
}
