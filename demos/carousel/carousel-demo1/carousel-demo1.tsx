import { Carousel, CarouselItem } from 'aquila-ui/carousel';
import './carousel-demo1.scss';

const DESTINATIONS = [
  { name: 'Lisbon', text: 'Seven hills, yellow trams and the light over the Tagus.', tone: 'ocean' },
  { name: 'Kyoto', text: 'Temples, moss gardens and quiet streets of wooden houses.', tone: 'maple' },
  { name: 'Oaxaca', text: 'Markets, mole and the green stone of the old town.', tone: 'clay' },
  { name: 'Reykjavík', text: 'Colourful roofs at the edge of the North Atlantic.', tone: 'moss' },
];

export default function CarouselDemo1() {
  return (
    <Carousel className="carousel-demo1" aria-label="Destinations">
      {DESTINATIONS.map((destination) => (
        <CarouselItem key={destination.name} className={`carousel-demo1__slide carousel-demo1__slide--${destination.tone}`}>
          <h3>{destination.name}</h3>
          <p>{destination.text}</p>
        </CarouselItem>
      ))}
    </Carousel>
  );
}
