import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Button, ButtonLink } from '../ui/Button';
import { TextField } from '../ui/Field';
import { paths } from '../config/paths';
import './account-screens.css';

interface Errors {
  username?: string;
  email?: string;
  password?: string;
  confirm?: string;
  agree?: string;
}

/**
 * The spec's registration form, made honest: accounts are created by phone login, so the form
 * validates what was typed and then explains where to go instead of pretending to register.
 */
export default function RegisterRoute() {
  const [form, setForm] = useState({ username: '', email: '', password: '', confirm: '', agree: false });
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!form.username.trim()) next.username = 'Please enter a username.';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(form.email.trim())) next.email = 'Please enter a valid email address.';
    if (form.password.length < 8) next.password = 'Use at least 8 characters.';
    if (form.confirm !== form.password) next.confirm = 'The passwords do not match.';
    if (!form.agree) next.agree = 'Please accept the terms and conditions.';
    setErrors(next);
    setChecked(Object.keys(next).length === 0);
  };

  return (
    <div className="container page auth-page">
      <Breadcrumb items={[{ label: 'Home', to: paths.home }, { label: 'Register' }]} />
      <div className="card card--padded auth-card">
        <h1>Register</h1>
        <p className="muted">
          Your Kapda account is your mobile number: <Link to={paths.login}>log in with your phone</Link> and a one-time code, and the account is created
          for you. No password to remember.
        </p>
        {checked ? (
          <div role="status">
            <p>
              Thanks, {form.username.trim()}. We don't create accounts from this form: please continue with your mobile number, then add your e-mail on
              My Profile.
            </p>
            <ButtonLink to={paths.login} block>
              Continue with mobile number
            </ButtonLink>
          </div>
        ) : (
          <form noValidate onSubmit={submit}>
            <TextField label="Username" name="username" autoComplete="username" required value={form.username} error={errors.username} onChange={(e) => setForm({ ...form, username: e.target.value })} />
            <TextField label="Email Address" name="email" type="email" autoComplete="email" required value={form.email} error={errors.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
            <TextField label="Password" name="password" type="password" autoComplete="new-password" required value={form.password} error={errors.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
            <TextField label="Confirm Password" name="confirm" type="password" autoComplete="new-password" required value={form.confirm} error={errors.confirm} onChange={(e) => setForm({ ...form, confirm: e.target.value })} />
            <label className="check">
              <input type="checkbox" checked={form.agree} aria-invalid={errors.agree ? true : undefined} onChange={(e) => setForm({ ...form, agree: e.target.checked })} />
              <span>
                I agree to the <Link to={paths.terms}>terms and conditions</Link>.
              </span>
            </label>
            {errors.agree && (
              <p className="field__error" role="alert">
                {errors.agree}
              </p>
            )}
            <Button type="submit" block>
              Register
            </Button>
          </form>
        )}
        <p className="auth-foot muted">
          Already have an account? <Link to={paths.login}>Login</Link>
        </p>
      </div>
    </div>
  );
}
