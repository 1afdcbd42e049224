import { useShop } from '../features/shop/use-shop';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { toast } from '../ui/toast';
import { graphql } from '../gql';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Breadcrumb } from '../ui/Breadcrumb';
import { paths } from '../config/paths';
import { formatWait } from '../ui/format';
import { setSession, useSession } from '../features/session/session-store';
import type { LoginRedirectState } from '../features/session/RequireLogin';
import './account-screens.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';
import { digitsOnly, INVALID_PHONE_MESSAGE, normalizeIndianPhone } from '../ui/indian-formats';
import { isOtpShape, OTP_SHAPE_MESSAGE, PHONE_REQUIRED_MESSAGE } from '../ui/form-rules';
import { ensureNoUserErrors, isUserErrorsError } from '../app/user-errors';

const SendOtp = graphql(`
  mutation SendOtp($phone: String!) {
    sendOtp(phone: $phone) {
      otpSent {
        phone
        message
        otp
        resendAfterSeconds
        expiresInSeconds
      }
      userErrors {
        ...UserErrorFields
        retryAfterSeconds
      }
    }
  }
`);

const VerifyOtp = graphql(`
  mutation VerifyOtp($phone: String!, $otp: String!) {
    verifyOtp(phone: $phone, otp: $otp) {
      login {
        token
        isNewCustomer
        customer {
          id
          phone
          name
        }
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** Sorts a failed call into the spec's toasts (section 8). */
function describeFailure(error: unknown, what: 'send' | 'verify'): string {
  const message = (error as Error)?.message ?? t('Unknown error');
  // The server's refusal (userErrors): its message, as the spec's toasts word it.
  if (isUserErrorsError(error)) return what === 'send' ? t('OTP sending failed: {message}', { message }) : message;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first?.extensions?.code === 'INTERNAL_SERVER_ERROR') return t('Server Error: {message}', { message: first.message });
    return what === 'send' ? t('OTP sending failed: {message}', { message: first?.message ?? message }) : first?.message ?? message;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return t('Server Error: {message}', { message });
  if (error instanceof TypeError) return t('No response from server. Check API URL.');
  return t('Request Error: {message}', { message });
}


/** Login by phone and one-time code: phone step, then code step; back to where the shopper came from. */
export default function UserLoginRoute() {
  const brand = useShop()?.brandName ?? '';
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const from = (location.state as LoginRedirectState | null)?.from;
  const target = from && from.startsWith('/') && !from.startsWith(paths.login) ? from : paths.home;
  const session = useSession();
  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [otp, setOtp] = useState('');
  const [devOtp, setDevOtp] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(0);
  const [sendOtp, sendState] = useMutation(SendOtp);
  const [verifyOtp, verifyState] = useMutation(VerifyOtp);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const send = async () => {
    const compact = phone.replace(/[\s-]/g, '');
    if (!compact) {
      setPhoneError(t(PHONE_REQUIRED_MESSAGE));
      return;
    }
    if (!normalizeIndianPhone(compact)) {
      setPhoneError(t(INVALID_PHONE_MESSAGE));
      return;
    }
    setPhoneError(null);
    try {
      const { data } = await sendOtp({ variables: { phone: compact } });
      const sent = ensureNoUserErrors(data?.sendOtp).otpSent;
      if (!sent) throw new Error(t('Something went wrong!'));
      setSentTo(sent.phone);
      setDevOtp(sent.otp ?? null);
      setOtp('');
      setOtpError(null);
      setResendIn(sent.resendAfterSeconds);
      setStep('otp');
      toast.success(t('OTP sent successfully to {phone}', { phone: sent.phone }), { autoClose: 5000 });
    } catch (error) {
      const wait = isUserErrorsError(error) ? (error.userErrors[0]?.retryAfterSeconds ?? 0) : CombinedGraphQLErrors.is(error) ? Number(error.errors[0]?.extensions?.retryAfterSeconds ?? 0) : 0;
      if (wait > 0 && wait <= 60) setResendIn(wait);
      // A number the server refuses shows under the field; everything else as the spec's toast.
      if (isUserErrorsError(error) && error.fieldErrors.phone) setPhoneError(error.fieldErrors.phone);
      else toast.error(describeFailure(error, 'send'), { autoClose: 5000 });
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!isOtpShape(otp)) {
      setOtpError(t(OTP_SHAPE_MESSAGE));
      return;
    }
    setOtpError(null);
    try {
      const { data } = await verifyOtp({ variables: { phone: sentTo, otp } });
      const result = ensureNoUserErrors(data?.verifyOtp).login;
      if (!result) throw new Error(t('Something went wrong!'));
      setSession({ token: result.token, phone: result.customer.phone });
      // Account-scoped queries (wishlist, notifications, cart) refetch with the new token.
      await client.resetStore().catch(() => undefined);
      toast.success(result.isNewCustomer ? t('Welcome to {brand}! Your account is ready.', { brand }) : t('Logged in successfully'));
      navigate(target, { replace: true });
    } catch (error) {
      setOtpError(describeFailure(error, 'verify'));
    }
  };

  // Already logged in (or just logged in): go where the shopper was heading.
  if (session && !verifyState.loading) return <Navigate to={target} replace />;

  return (
    <div className="container page auth-page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('Login') }]} />
      <div className="card card--padded auth-card">
        <h1>{t('Login')}</h1>
        {step === 'phone' ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <p className="muted">{t('Enter your mobile number. We will text you a 6-digit one-time code.')}</p>
            <TextField
              label={t('Mobile number')}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="98765 43210"
              required
              value={phone}
              error={phoneError}
              onChange={(e) => setPhone(e.target.value)}
            />
            <Button type="submit" block disabled={sendState.loading}>
              {sendState.loading ? t('Sending…') : t('Send OTP')}
            </Button>
          </form>
        ) : (
          <form noValidate onSubmit={verify}>
            <p className="muted">
              {t('Enter the code sent to')}{' '}<strong>+91 {sentTo}</strong>.{' '}
              <button type="button" className="link-btn" onClick={() => setStep('phone')}>
                {t('Change number')}
              </button>
            </p>
            {devOtp && (
              <p className="dev-otp" role="note">
                {t('Development code:')}{' '}<strong data-testid="dev-otp">{devOtp}</strong>
              </p>
            )}
            <TextField
              autoFocus
              label={t('One-time code')}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              className="field__input otp-input"
              value={otp}
              error={otpError}
              onChange={(e) => setOtp(digitsOnly(e.target.value, 6))}
              onPaste={(e) => {
                const digits = digitsOnly(e.clipboardData.getData('text'), 6);
                if (digits) {
                  e.preventDefault();
                  setOtp(digits);
                }
              }}
            />
            <Button type="submit" block disabled={verifyState.loading}>
              {verifyState.loading ? t('Verifying…') : t('Verify & Login')}
            </Button>
            <p className="auth-resend">
              {resendIn > 0 ? (
                <span aria-live="polite">{t('Resend OTP in {wait}', { wait: formatWait(resendIn) })}</span>
              ) : (
                <button type="button" className="link-btn" disabled={sendState.loading} onClick={() => void send()}>
                  {t('Resend OTP')}
                </button>
              )}
            </p>
          </form>
        )}
        <p className="auth-foot muted">
          {t('New here? Logging in with your phone creates your account.')}{' '}<Link to={paths.register}>{t('About registering')}</Link>
        </p>
      </div>
    </div>
  );
}
