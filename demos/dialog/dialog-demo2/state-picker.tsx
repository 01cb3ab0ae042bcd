import { useEffect, useState } from 'react';
import { Button } from 'aquila-ui/button';
import { DialogClose, useDialog, type DialogContentProps } from 'aquila-ui/dialog';
import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import type { State } from './states';

export interface StatePickerData {
  states: State[];
  /** The state chosen before, if any. */
  selected: string | null;
}

/**
 * The component the dialog shows: it lists the states it receives as `data` and closes with the
 * chosen one's value. Closing any other way after picking a new state asks first (a before-close guard).
 */
export function StatePicker({ data, dialogRef }: DialogContentProps<StatePickerData, string>) {
  const { open } = useDialog();
  const [choice, setChoice] = useState(data.selected);
  const changed = choice !== data.selected;

  useEffect(
    () =>
      dialogRef.addBeforeClose((value) => {
        if (value !== undefined || !changed) return true;
        const label = data.states.find((state) => state.value === choice)?.label;
        const prompt = open(
          <div className="state-picker__prompt">
            <p>You picked {label}. Close without keeping it?</p>
            <div className="state-picker__actions">
              <DialogClose variant="outlined" value="keep">
                Keep picking
              </DialogClose>
              <DialogClose value="discard">Discard</DialogClose>
            </div>
          </div>,
          { id: 'discard-choice', heading: 'Discard your choice?', size: 'small', closeButton: false },
        );
        return prompt.afterClosed().then((answer) => answer === 'discard');
      }),
    [dialogRef, open, changed, choice, data.states],
  );

  return (
    <div className="state-picker">
      <RadioGroup
        aria-label="State"
        orientation="vertical"
        className="state-picker__list"
        value={choice}
        onChange={(value) => setChoice(String(value))}
      >
        {data.states.map((state) => (
          <RadioButton key={state.value} value={state.value}>
            {state.label}
          </RadioButton>
        ))}
      </RadioGroup>
      <div className="state-picker__actions">
        <DialogClose variant="outlined">Cancel</DialogClose>
        <Button disabled={!choice} onClick={() => choice && dialogRef.close(choice)}>
          Choose
        </Button>
      </div>
    </div>
  );
}
