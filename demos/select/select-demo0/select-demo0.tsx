import { Option, Select } from 'aquila-ui/select';

const SIZES = [
  { value: 'xs', label: 'Extra small' },
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large' },
  { value: 'xl', label: 'Extra large' },
];

export default function SelectConfigurator() {
  return (
    <Select
      label="Shirt size"
      placeholder="Choose a size"
      defaultOpen
      onChange={(value) => console.log('onChange', value)}
      onOpenChange={(open) => console.log('onOpenChange', open)}
    >
      {SIZES.map((size) => (
        <Option key={size.value} value={size.value}>
          {size.label}
        </Option>
      ))}
    </Select>
  );
}
