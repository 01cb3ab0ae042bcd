import { Carousel, CarouselItem } from 'aquila-ui/carousel';
import './carousel-demo2.scss';

const NEWS = [
  { title: 'Spring sale', text: 'Twenty per cent off every plan until the end of the month.', tone: 'violet' },
  { title: 'New: dark theme', text: 'Every page now follows your system’s light or dark setting.', tone: 'night' },
  { title: 'Meet us in Porto', text: 'Join the team at the front-end meetup on 14 May.', tone: 'teal' },
];

export default function CarouselDemo2() {
  return (
    <Carousel className="carousel-demo2" aria-label="News" autoPlay>
      {NEWS.map((item) => (
        <CarouselItem key={item.title} className={`carousel-demo2__slide carousel-demo2__slide--${item.tone}`}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </CarouselItem>
      ))}
    </Carousel>
  );
}
