import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Option, Select, type SelectOptionPair } from 'aquila-ui/select';

const PEOPLE = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Katherine Johnson', 'Margaret Hamilton'];
const inWords = new Intl.ListFormat('en', { type: 'conjunction' });

export default function App() {
  const [reviewers, setReviewers] = useState<SelectOptionPair[]>([]);
  const [request, setRequest] = useState('');

  const choose = (chosen: SelectOptionPair[]) => {
    setReviewers(chosen);
    setRequest('');
  };
  const ask = () => setRequest(`Review requested from ${inWords.format(reviewers.map((person) => person.label))}.`);

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 12 }}>
      <Select label="Reviewers" multiple placeholder="Choose reviewers" value={reviewers} onChange={choose}>
        {PEOPLE.map((name) => (
          <Option key={name} value={name}>
            {name}
          </Option>
        ))}
      </Select>
      <Button disabled={reviewers.length === 0} onClick={ask}>
        Request review
      </Button>
      <p role="status" style={{ flexBasis: '100%', margin: 0 }}>
        {request}
      </p>
    </div>
  );
}
