import { Card } from '../ui/Card';
import { AccountPage } from '../features/account/AccountSidebar';
import { RequireLogin } from '../features/session/RequireLogin';
import './account-screens.css';

/** My Wallet: static, as the spec shows it (no balance). */
export default function MyWalletRoute() {
  return (
    <RequireLogin>
      <AccountPage title="My Wallet">
        <div className="wallet-grid">
          <Card className="wallet-card">
            <h2>Debit and Credit Card</h2>
            <p className="muted">No debit/credit card saved</p>
          </Card>
          <Card className="wallet-card">
            <h2>UPI</h2>
            <p className="muted">No UPI ID saved</p>
          </Card>
        </div>
      </AccountPage>
    </RequireLogin>
  );
}
