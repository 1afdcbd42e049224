import { useShop } from '../features/shop/use-shop';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Button, ButtonLink } from '../ui/Button';
import { TextField } from '../ui/Field';
import { paths } from '../config/paths';
import './account-screens.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { CONTACT_MESSAGES } from '../ui/form-rules';
import { t } from '../i18n/i18n';

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
  const brand = useShop()?.brandName ?? '';
  useDocumentTitle('Register');
  const [form, setForm] = useState({ username: '', email: '', password: '', confirm: '', agree: false });
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!form.username.trim()) next.username = t('Please enter a username.');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(form.email.trim())) next.email = t(CONTACT_MESSAGES.invalidEmail);
    if (form.password.length < 8) next.password = t('Use at least 8 characters.');
    if (form.confirm !== form.password) next.confirm = t('The passwords do not match.');
    if (!form.agree) next.agree = t('Please accept the terms and conditions.');
    setErrors(next);
    setChecked(Object.keys(next).length === 0);
  };

  return (
    <div className="container page auth-page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('Register') }]} />
      <div className="card card--padded auth-card">
        <h1>{t('Register')}</h1>
        <p className="muted">
          {t('Your {brand} account is your mobile number:', { brand })}{' '}<Link to={paths.login}>{t('log in with your phone')}</Link>{' '}{t('and a one-time code, and the account is created for you. No password to remember.')}
        </p>
        {checked ? (
          <div role="status">
            <p>
              {t("Thanks, {name}. We don't create accounts from this form: please continue with your mobile number, then add your e-mail on My Profile.", { name: form.username.trim() })}
            </p>
            <ButtonLink to={paths.login} block>
              {t('Continue with mobile number')}
            </ButtonLink>
          </div>
        ) : (
          <form noValidate onSubmit={submit}>
            <TextField label={t('Username')} name="username" autoComplete="username" required value={form.username} error={errors.username} onChange={(e) => setForm({ ...form, username: e.target.value })} />
            <TextField label={t('Email Address')} name="email" type="email" autoComplete="email" required value={form.email} error={errors.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
            <TextField label={t('Password')} name="password" type="password" autoComplete="new-password" required value={form.password} error={errors.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
            <TextField label={t('Confirm Password')} name="confirm" type="password" autoComplete="new-password" required value={form.confirm} error={errors.confirm} onChange={(e) => setForm({ ...form, confirm: e.target.value })} />
            <label className="check">
              <input type="checkbox" checked={form.agree} aria-invalid={errors.agree ? true : undefined} onChange={(e) => setForm({ ...form, agree: e.target.checked })} />
              <span>
                {t('I agree to the')}{' '}<Link to={paths.terms}>{t('terms and conditions')}</Link>.
              </span>
            </label>
            {errors.agree && (
              <p className="field__error" role="alert">
                {errors.agree}
              </p>
            )}
            <Button type="submit" block>
              {t('Register')}
            </Button>
          </form>
        )}
        <p className="auth-foot muted">
          {t('Already have an account?')}{' '}<Link to={paths.login}>{t('Login')}</Link>
        </p>
      </div>
    </div>
  );
}
