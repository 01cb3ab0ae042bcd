import { Option, Select } from 'aquila-ui/select';
import { MapPinIcon, PackageIcon } from './icons';
import { STATES } from './states';
import { WEIGHTS } from './weights';
import './select-demo5.scss';

export default function SelectDemo5() {
  return (
    <div className="select-demo5">
      <Select label="Ship from" prefix={<MapPinIcon />} suffix="MX" defaultValue="oaxaca">
        {STATES.map((state) => (
          <Option key={state.value} value={state.value}>
            {state.label}
          </Option>
        ))}
      </Select>
      <Select label="Parcel weight" prefix={<PackageIcon />} suffix="kg" defaultValue={2}>
        {WEIGHTS.map((weight) => (
          <Option key={weight} value={weight}>
            {`Up to ${weight}`}
          </Option>
        ))}
      </Select>
    </div>
  );
}
