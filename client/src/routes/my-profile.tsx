import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { toast } from '../ui/toast';
import { graphql } from '../gql';
import type { Gender } from '../gql/graphql';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Loading, ErrorState } from '../ui/States';
import { Card } from '../ui/Card';
import { AccountPage } from '../features/account/AccountSidebar';
import { RequireLogin } from '../features/session/RequireLogin';
import { YourDataSection } from '../features/account-data/YourDataSection';
import './account-screens.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { FULL_NAME_REQUIRED_MESSAGE } from '../ui/form-rules';
import { t } from '../i18n/i18n';
import { ensureNoUserErrors, isUserErrorsError } from '../app/user-errors';

const MyProfile = graphql(`
  query MyProfile {
    me {
      id
      name
      phone
      email
      dob
      gender
    }
  }
`);

const UpdateProfile = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      customer {
        id
        name
        email
        dob
        gender
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

function ProfileForm() {
  const { data, loading, error } = useQuery(MyProfile, { fetchPolicy: 'cache-and-network' });
  const [save, saveState] = useMutation(UpdateProfile);
  const [form, setForm] = useState<{ name: string; email: string; dob: string; gender: Gender | null }>({ name: '', email: '', dob: '', gender: null });
  const [nameError, setNameError] = useState<string | null>(null);
  // The server's refusals by field (name, email, dob), shown under their fields.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const me = data?.me;

  useEffect(() => {
    if (me) setForm({ name: me.name, email: me.email, dob: me.dob ?? '', gender: me.gender ?? null });
  }, [me]);

  if (!me && loading) return <Loading />;
  if (!me) return <ErrorState text={error?.message ?? t('Could not load your profile.')} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) {
      setNameError(t(FULL_NAME_REQUIRED_MESSAGE));
      return;
    }
    setNameError(null);
    setFieldErrors({});
    try {
      // An empty date or no gender clears it (null); the server refuses a date that is not YYYY-MM-DD.
      const { data: saved } = await save({ variables: { input: { name: form.name, email: form.email, dob: form.dob || null, gender: form.gender } } });
      ensureNoUserErrors(saved?.updateProfile);
      toast.success('Profile updated successfully!');
    } catch (e) {
      if (isUserErrorsError(e)) setFieldErrors(e.fieldErrors);
      toast.error((e as Error).message);
    }
  };

  return (
    <>
    <Card>
      <h2 className="account-card-title">{t('User Information')}</h2>
      <form noValidate onSubmit={submit}>
        <div className="form-grid">
          <TextField label={t('Full name')} name="fullname" autoComplete="name" required value={form.name} error={nameError ?? fieldErrors.name ?? null} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <TextField label={t('Mobile')} name="mobile" type="tel" value={`+91 ${me.phone}`} readOnly aria-readonly="true" hint={t('Your mobile number is your login and cannot be changed.')} />
          <TextField label={t('Date of birth')} name="dob" type="date" max={new Date().toISOString().slice(0, 10)} value={form.dob} error={fieldErrors.dob ?? null} onChange={(e) => setForm({ ...form, dob: e.target.value })} />
          <TextField label={t('Email')} name="email" type="email" autoComplete="email" value={form.email} error={fieldErrors.email ?? null} onChange={(e) => setForm({ ...form, email: e.target.value })} />
        </div>
        <fieldset className="gender-options">
          <legend>{t('Gender')}</legend>
          {(['MALE', 'FEMALE', 'OTHER'] as const).map((g) => (
            <label key={g}>
              <input type="radio" name="gender" value={g.toLowerCase()} checked={form.gender === g} onChange={() => setForm({ ...form, gender: g })} />
              {g[0] + g.slice(1).toLowerCase()}
            </label>
          ))}
        </fieldset>
        <div className="form-actions">
          <Button type="submit" disabled={saveState.loading}>
            {saveState.loading ? t('Saving…') : t('Save Changes')}
          </Button>
        </div>
      </form>
    </Card>
    <YourDataSection phone={me.phone} />
    </>
  );
}

/** My Profile: the profile form that really saves, beside the account sidebar. */
export default function MyProfileRoute() {
  useDocumentTitle('My Profile');
  return (
    <RequireLogin>
      <AccountPage title={t('My Profile')}>
        <ProfileForm />
      </AccountPage>
    </RequireLogin>
  );
}
