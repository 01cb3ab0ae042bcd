import { Rate } from 'aquila-ui/rate';

export default function RateConfigurator() {
  return <Rate aria-label="Rate your stay" defaultValue={4} onChange={(value) => console.log('onChange', value)} />;
}
