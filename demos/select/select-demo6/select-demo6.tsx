import { useState, type FormEvent } from 'react';
import { Button } from 'aquila-ui/button';
import { Option, Select, type SelectValue } from 'aquila-ui/select';
import { STATES } from './states';
import { OPEN_STORES, STORES } from './stores';
import './select-demo6.scss';

interface Order {
  state: SelectValue | null;
  store: SelectValue | null;
}

const EMPTY: Order = { state: null, store: null };
const labelOf = (list: { value: string; label: string }[], value: SelectValue | null) =>
  list.find((item) => item.value === value)?.label;

export default function SelectDemo6() {
  const [order, setOrder] = useState<Order>(EMPTY);
  const [placed, setPlaced] = useState<Order | null>(null);
  // A new key gives fresh fields, which report problems again only once they are left.
  const [formKey, setFormKey] = useState(0);

  // Runs only when every field is valid: an invalid select stops a native form's submission.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPlaced(order);
  };

  const reset = () => {
    setOrder(EMPTY);
    setPlaced(null);
    setFormKey((key) => key + 1);
  };

  return (
    <form key={formKey} className="select-demo6" aria-label="Order" onSubmit={handleSubmit}>
      <Select
        label="Delivery state"
        name="state"
        required
        errorText="Choose the state to deliver to."
        placeholder="Choose a state"
        value={order.state}
        onChange={(state) => setOrder((previous) => ({ ...previous, state }))}
      >
        {STATES.map((state) => (
          <Option key={state.value} value={state.value} label={state.label} disabled={!state.delivered}>
            {state.delivered ? state.label : `${state.label} (soon)`}
          </Option>
        ))}
      </Select>
      <Select
        label="Pick-up store"
        name="store"
        pattern={OPEN_STORES}
        errorText="Stores 6 to 10 open next month."
        placeholder="Optional"
        value={order.store}
        onChange={(store) => setOrder((previous) => ({ ...previous, store }))}
      >
        {STORES.map((store) => (
          <Option key={store.value} value={store.value}>
            {store.label}
          </Option>
        ))}
      </Select>
      <div className="select-demo6__actions">
        <Button type="submit">Place order</Button>
        <Button type="button" variant="outlined" onClick={reset}>
          Reset
        </Button>
      </div>
      <p className="select-demo6__result" role="status">
        {placed &&
          `Order placed: delivery to ${labelOf(STATES, placed.state)}${placed.store ? `, pick-up at ${labelOf(STORES, placed.store)}` : ''}.`}
      </p>
    </form>
  );
}
