/** Staff login: phone, then the one-time code (in development the server returns it, shown here). */
import { useState, type FormEvent } from 'react';
import { requestCode, StaffApiError, verifyCode } from './api';
import { setStaffSession } from './session';

export function Login() {
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof StaffApiError ? { field: e.error.field, message: e.message } : { message: 'Could not reach the store. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const sent = await requestCode(phone);
      setNote(sent.otp ? `${sent.message} Development code: ${sent.otp}` : sent.message);
      setStep('code');
    });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => setStaffSession(await verifyCode(phone, otp)));
  };

  return (
    <main className="admin-login" id="main">
      <form className="admin-card admin-login__form" onSubmit={step === 'phone' ? submitPhone : submitCode} noValidate>
        <h1>Staff dashboard</h1>
        <p className="admin-muted">Log in with your staff mobile number and a one-time code.</p>
        <label className="admin-field">
          <span>Mobile number</span>
          <input
            name="phone"
            inputMode="numeric"
            autoComplete="tel-national"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            disabled={step === 'code'}
            aria-invalid={error?.field === 'phone' || undefined}
            required
          />
        </label>
        {step === 'code' && (
          <label className="admin-field">
            <span>One-time code</span>
            <input name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp} onChange={(e) => setOtp(e.target.value)} required autoFocus />
          </label>
        )}
        {note && (
          <p className="admin-note" role="status">
            {note}
          </p>
        )}
        {error && (
          <p className="admin-error" role="alert">
            {error.message}
          </p>
        )}
        <div className="admin-actions">
          <button className="admin-btn admin-btn--primary" type="submit" disabled={busy}>
            {step === 'phone' ? 'Send code' : 'Log in'}
          </button>
          {step === 'code' && (
            <button className="admin-btn" type="button" onClick={() => (setStep('phone'), setOtp(''), setNote(null))}>
              Change number
            </button>
          )}
        </div>
      </form>
    </main>
  );
}
