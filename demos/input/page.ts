import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Input',
  description:
    'A labelled text field for a single line or, as a text area, many lines. It takes prefix and suffix content, marks required fields with a red asterisk and shows error messages under the field.',
  whenToUse: [
    'To let a person type free text: a name, an e-mail address, a password, a search, a number, a comment.',
    'When the value must meet rules, pass the messages in errors; they clear as soon as the person types again.',
    'To pick from a known list, use a select, radio buttons or a checkbox instead.',
  ],
  imports: ['Input'],
  entry: 'input',
  demos: [
    {
      id: 'input-demo1',
      title: 'Basic and disabled',
      description:
        'type chooses text (default), email, number, password, search, tel, url or textarea. prefix and suffix take icons or text. A disabled field cannot be focused or edited.',
    },
    {
      id: 'input-demo2',
      title: 'Login form',
      description:
        'Email is required, a valid e-mail address of 3 to 50 characters; the password is required, 8 to 50 characters. Messages show once a field is left, clear while typing, and Login stays disabled until both are valid. Submitting logs the form controls to the console.',
    },
    {
      id: 'input-demo3',
      title: 'Long text area',
      description: 'type="textarea" renders a multi-line field; rows sets its initial height and the person can resize it vertically.',
    },
  ],
  configurator: { component: 'Input' },
  api: ['Input', 'FormField', 'FieldError', 'InputPrefix', 'InputSuffix'],
  keyboard: [
    { keys: 'Tab / Shift + Tab', action: 'Moves focus into the field, then to the password visibility toggle, and on' },
    { keys: 'Enter / Space', action: 'On the visibility toggle: shows or hides the password' },
    { keys: 'Enter', action: 'In a single-line field inside a form: submits the form, unless its submit button is disabled' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        '`ref`, `className`, `style` and native attributes (`placeholder`, `autoComplete`, `maxLength`, `onBlur` …) go to the native `<input>` or `<textarea>`; `wrapperProps` reaches the outer field with its label and errors.',
        '`onChange` receives the new value first and the change event second.',
        '`FormField`, `FieldError`, `InputPrefix` and `InputSuffix` are the pieces `Input` is made of; use them to give other controls the same label, asterisk, affixes and error display.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'The password visibility toggle is a toggle button named "Show password" (`passwordToggleLabel`); `aria-pressed="true"` means the password is visible.',
      ],
    },
    {
      heading: 'Validation',
      items: [
        '`errors` are compared by identity: keep the array in state (or memoise it) and pass a new one to show messages again after the person has typed.',
        '`Validators` is re-exported from `aquila-ui/input` for forms: each rule returns `null` or an object keyed by the failed rule (`required`, `email`, `minlength`, `maxlength` …).',
      ],
    },
  ],
});
