import { useState } from 'react';
import { Carousel, CarouselItem, type CarouselDotPlacement } from 'aquila-ui/carousel';
import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import './carousel-demo3.scss';

const POSITIONS: CarouselDotPlacement[] = ['top', 'bottom'];
const SEASONS = [
  { name: 'Spring', tone: 'spring' },
  { name: 'Summer', tone: 'summer' },
  { name: 'Autumn', tone: 'autumn' },
  { name: 'Winter', tone: 'winter' },
];

export default function CarouselDemo3() {
  const [position, setPosition] = useState<CarouselDotPlacement>('top');

  return (
    <div className="carousel-demo3">
      <RadioGroup aria-label="Dot placement" value={position} onChange={(value) => setPosition(value as CarouselDotPlacement)}>
        {POSITIONS.map((value) => (
          <RadioButton key={value} value={value}>
            {value}
          </RadioButton>
        ))}
      </RadioGroup>
      <Carousel aria-label="Seasons" dotPlacement={position}>
        {SEASONS.map((season) => (
          <CarouselItem key={season.name} className={`carousel-demo3__slide carousel-demo3__slide--${season.tone}`}>
            {season.name}
          </CarouselItem>
        ))}
      </Carousel>
    </div>
  );
}
