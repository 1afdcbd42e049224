import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { clearSession } from '../features/session/session-store';
import { Card } from '../ui/Card';
import { ButtonLink } from '../ui/Button';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../ui/use-document-title';
import './account-screens.css';
import { t } from '../i18n/i18n';

/** Shown once the account is deleted (the device is already logged out). */
export default function AccountDeletedRoute() {
  useDocumentTitle('Account deleted');
  const state = (useLocation().state ?? {}) as { reference?: string; ordersKept?: number };
  const client = useApolloClient();
  const justDeleted = Boolean(state.reference);
  // Arriving from the delete dialog: this device forgets the (already revoked) session now.
  useEffect(() => {
    if (!justDeleted) return;
    clearSession();
    void client.clearStore();
  }, [justDeleted, client]);
  return (
    <div className="container page auth-page">
      <Card className="auth-card">
        <h1>{t('Your account has been deleted')}</h1>
        <p>{t('You have been logged out on every device, and your personal details are gone.')}</p>
        {state.ordersKept ? (
          <p>
            {state.ordersKept === 1 ? t('1 order is kept without your name, phone or street, as GST law requires.') : t('{n} orders are kept without your name, phone or street, as GST law requires.', { n: state.ordersKept })}
          </p>
        ) : null}
        {state.reference && (
          <p>
            {t('Reference:')}{' '}<code data-testid="deletion-reference">{state.reference}</code>
          </p>
        )}
        <ButtonLink to={paths.home}>{t('Back to the store')}</ButtonLink>
      </Card>
    </div>
  );
}
