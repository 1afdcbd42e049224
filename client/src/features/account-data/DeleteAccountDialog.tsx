import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { Loading } from '../../ui/States';
import { paths } from '../../config/paths';
import { t } from '../../i18n/i18n';
import { ensureNoUserErrors } from '../../app/user-errors';
import { digitsOnly } from '../../ui/indian-formats';

const AccountDeletionCheck = graphql(`
  query AccountDeletionCheck {
    accountDeletionCheck {
      canDelete
      ordersKept
      blockers {
        orderNumber
        reason
      }
    }
  }
`);

const SendAccountDeletionCode = graphql(`
  mutation SendAccountDeletionCode {
    sendAccountDeletionCode {
      otpSent {
        otp
        resendAfterSeconds
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const DeleteMyAccount = graphql(`
  mutation DeleteMyAccount($otp: String!) {
    deleteMyAccount(otp: $otp) {
      receipt {
        reference
        ordersAnonymised
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** What deletion keeps and removes, in the words the shopper reads before confirming. */
function WhatHappens({ ordersKept }: { ordersKept: number }) {
  return (
    <div className="delete-account__facts">
      <p>
        <strong>{t('Removed for good:')}</strong>{' '}{t('your name, e-mail, date of birth, saved addresses, cart, wishlist, notifications, messages to us and every login on every device. Your reviews stay, shown as “Former customer”.')}
      </p>
      <p>
        <strong>{ordersKept === 0 ? t('Kept') : ordersKept === 1 ? t('Kept (1 order)') : t('Kept ({n} orders)', { n: ordersKept })}:</strong>{' '}{t('GST law makes us keep tax records for 8 years, so your orders stay with their invoice numbers, items and amounts, and only the city, state and pincode of the delivery address (the place of supply). Your name, phone and street are removed from them.')}
      </p>
      <p>{t('You can register again later with the same number; it will be a new, empty account.')}</p>
      <p>{t('To stop coupon abuse, we keep a one-way code made from your phone number (not the number itself) with the coupons you used and how many orders you placed, so first-order and once-per-customer offers still count them if you register again.')}</p>
    </div>
  );
}

/** The confirm dialog: explains, refuses while orders are open, then asks for the code sent to the phone. */
export function DeleteAccountDialog({ phone, onClose }: { phone: string; onClose: () => void }) {
  const check = useQuery(AccountDeletionCheck, { fetchPolicy: 'network-only' });
  const [sendCode, sendState] = useMutation(SendAccountDeletionCode);
  const [deleteAccount, deleteState] = useMutation(DeleteMyAccount);
  const navigate = useNavigate();
  const [codeSent, setCodeSent] = useState(false);
  const [devOtp, setDevOtp] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const status = check.data?.accountDeletionCheck;

  const send = async () => {
    setError(null);
    try {
      const { data } = await sendCode();
      setDevOtp(ensureNoUserErrors(data?.sendAccountDeletionCode).otpSent?.otp ?? null);
      setCodeSent(true);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(otp)) {
      setError(t('Please enter the 6-digit code.'));
      return;
    }
    setError(null);
    try {
      const { data } = await deleteAccount({ variables: { otp } });
      const receipt = ensureNoUserErrors(data?.deleteMyAccount).receipt;
      if (!receipt) return;
      // The account is gone. The confirmation page logs this device out once it is on screen:
      // logging out here would let the account screen under us send the login screen first.
      await navigate(paths.accountDeleted, { replace: true, state: { reference: receipt.reference, ordersKept: receipt.ordersAnonymised } });
    } catch (e) {
      setError((e as Error).message);
    }
  };

  let body: ReactNode;
  if (!status) {
    body = check.error ? <p role="alert">{check.error.message}</p> : <Loading />;
  } else if (!status.canDelete) {
    body = (
      <div role="alert" className="delete-account__blocked">
        <p>
          <strong>{t('Your account cannot be deleted yet.')}</strong>
        </p>
        <ul>
          {status.blockers.map((b) => (
            <li key={b.orderNumber}>{b.reason}</li>
          ))}
        </ul>
        <p>{t('Come back when they are finished: nothing has been changed.')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <WhatHappens ordersKept={status.ordersKept} />
        {!codeSent ? (
          <>
            {error && (
              <p className="field__error" role="alert">
                {error}
              </p>
            )}
            <p>{t('To confirm it is you, we will send a one-time code to +91 {phone}.', { phone })}</p>
          </>
        ) : (
          <form id="delete-account-form" noValidate onSubmit={confirm}>
            {devOtp && (
              <p className="dev-otp" role="note">
                {t('Development code:')}{' '}<strong data-testid="dev-otp">{devOtp}</strong>
              </p>
            )}
            <TextField
              autoFocus
              label={t('Code sent to +91 {phone}', { phone })}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              className="field__input otp-input"
              value={otp}
              error={error}
              onChange={(e) => setOtp(digitsOnly(e.target.value, 6))}
            />
          </form>
        )}
      </>
    );
  }

  const footer = (
    <div className="delete-account__actions">
      <Button variant="ghost" onClick={onClose}>
        {status && !status.canDelete ? t('Got it') : t('Keep my account')}
      </Button>
      {status?.canDelete &&
        (codeSent ? (
          <Button type="submit" form="delete-account-form" className="btn--danger-solid" disabled={deleteState.loading}>
            {deleteState.loading ? t('Deleting…') : t('Delete my account for good')}
          </Button>
        ) : (
          <Button onClick={send} disabled={sendState.loading}>
            {sendState.loading ? t('Sending…') : t('Send code')}
          </Button>
        ))}
    </div>
  );

  return (
    <Dialog open title={t('Delete your account?')} onClose={onClose} footer={footer}>
      {body}
    </Dialog>
  );
}
