import { useState } from 'react';
import { Carousel, CarouselItem, type CarouselDotPosition } from 'aquila-ui/carousel';
import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import './carousel-demo3.scss';

const POSITIONS: CarouselDotPosition[] = ['top', 'bottom'];
const SEASONS = [
  { name: 'Spring', tone: 'spring' },
  { name: 'Summer', tone: 'summer' },
  { name: 'Autumn', tone: 'autumn' },
  { name: 'Winter', tone: 'winter' },
];

export default function CarouselDemo3() {
  const [position, setPosition] = useState<CarouselDotPosition>('top');

  return (
    <div className="carousel-demo3">
      <RadioGroup aria-label="Dot position" value={position} onChange={(value) => setPosition(value as CarouselDotPosition)}>
        {POSITIONS.map((value) => (
          <RadioButton key={value} ngxValue={value}>
            {value}
          </RadioButton>
        ))}
      </RadioGroup>
      <Carousel aria-label="Seasons" ngxDotPosition={position}>
        {SEASONS.map((season) => (
          <CarouselItem key={season.name} className={`carousel-demo3__slide carousel-demo3__slide--${season.tone}`}>
            {season.name}
          </CarouselItem>
        ))}
      </Carousel>
    </div>
  );
}
