import { useState, type FormEvent } from 'react';
import { Lock, Mail } from './icons';
import { Button } from 'aquila-ui/button';
import { Input, Validators, type ValidationErrors, type Validator } from 'aquila-ui/input';
import './input-demo2.scss';

type Field = 'email' | 'password';

const rules: Record<Field, Validator> = {
  email: Validators.compose([Validators.required, Validators.email, Validators.minLength(3), Validators.maxLength(50)]),
  password: Validators.compose([Validators.required, Validators.minLength(8), Validators.maxLength(50)]),
};

const labels: Record<Field, string> = { email: 'Email', password: 'Password' };

/** One message for each rule the value breaks. */
function toMessages(field: Field, errors: ValidationErrors | null): string[] {
  return Object.entries(errors ?? {}).map(([rule, detail]) => {
    const { requiredLength } = (detail ?? {}) as { requiredLength?: number };
    switch (rule) {
      case 'required':
        return `${labels[field]} is required`;
      case 'email':
        return 'Enter a valid e-mail address';
      case 'minlength':
        return `Use at least ${requiredLength} characters`;
      case 'maxlength':
        return `Use at most ${requiredLength} characters`;
      default:
        return `${labels[field]} is not valid`;
    }
  });
}

export default function InputDemo2() {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  // Messages appear once a field is left or the form is submitted, not while the person is still typing.
  const [shownErrors, setShownErrors] = useState<Partial<Record<Field, string[]>>>({});

  const control = (field: Field) => {
    const errors = rules[field](values[field]);
    return { value: values[field], valid: errors === null, errors };
  };
  const controls = { email: control('email'), password: control('password') };
  const valid = controls.email.valid && controls.password.valid;

  const showErrors = (...fields: Field[]) =>
    setShownErrors((shown) => {
      const next = { ...shown };
      for (const field of fields) next[field] = toMessages(field, controls[field].errors);
      return next;
    });

  const update = (field: Field) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) {
      showErrors('email', 'password');
      return;
    }
    console.log(controls);
  };

  return (
    <form className="input-demo2" aria-label="Login" noValidate onSubmit={handleSubmit}>
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        required
        prefix={<Mail size={16} />}
        value={values.email}
        onChange={update('email')}
        onBlur={() => showErrors('email')}
        errors={shownErrors.email}
      />
      <Input
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        prefix={<Lock size={16} />}
        value={values.password}
        onChange={update('password')}
        onBlur={() => showErrors('password')}
        errors={shownErrors.password}
      />
      <Button type="submit" disabled={!valid}>
        Login
      </Button>
    </form>
  );
}
