import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import './account-data.css';
import { t } from '../../i18n/i18n';
import { ensureNoUserErrors } from '../../app/user-errors';

const RequestDataExport = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      dataExportLink {
        url
        fileName
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** Saves the file behind a one-time link (the server answers it as an attachment). */
function saveFromLink(url: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** My Profile's "Your data": download a copy of it, or delete the account (DPDP Act). */
export function YourDataSection({ phone }: { phone: string }) {
  const [requestExport, exportState] = useMutation(RequestDataExport);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    try {
      const { data } = await requestExport();
      const link = ensureNoUserErrors(data?.requestDataExport).dataExportLink;
      if (!link) return;
      saveFromLink(link.url, link.fileName);
      toast.success('Your data is downloading.');
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  return (
    <Card className="your-data">
      <h2 className="account-card-title">{t('Your data')}</h2>
      <div className="your-data__row">
        <div>
          <h3>{t('Download my data')}</h3>
          <p>{t('A file (JSON) with your profile, addresses, orders and invoices, wishlist, cart, notifications and logins.')}</p>
        </div>
        <Button variant="secondary" onClick={download} disabled={exportState.loading}>
          {exportState.loading ? t('Preparing…') : t('Download my data')}
        </Button>
      </div>
      <div className="your-data__row">
        <div>
          <h3>{t('Delete my account')}</h3>
          <p>{t('Removes your account and personal details for good. We will ask for a code sent to your phone.')}</p>
        </div>
        <Button variant="secondary" className="btn--danger" onClick={() => setDeleting(true)}>
          {t('Delete my account')}
        </Button>
      </div>
      {deleting && <DeleteAccountDialog phone={phone} onClose={() => setDeleting(false)} />}
    </Card>
  );
}
