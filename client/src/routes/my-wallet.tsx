import { Card } from '../ui/Card';
import { AccountPage } from '../features/account/AccountSidebar';
import { RequireLogin } from '../features/session/RequireLogin';
import './account-screens.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';

/** My Wallet: static, as the spec shows it (no balance). */
export default function MyWalletRoute() {
  useDocumentTitle('My Wallet');
  return (
    <RequireLogin>
      <AccountPage title={t('My Wallet')}>
        <div className="wallet-grid">
          <Card className="wallet-card">
            <h2>{t('Debit and Credit Card')}</h2>
            <p className="muted">{t('No debit/credit card saved')}</p>
          </Card>
          <Card className="wallet-card">
            <h2>{t('UPI')}</h2>
            <p className="muted">{t('No UPI ID saved')}</p>
          </Card>
        </div>
      </AccountPage>
    </RequireLogin>
  );
}
