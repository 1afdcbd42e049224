import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Badge } from '../ui/Badge';
import { Dialog } from '../ui/Dialog';
import { Loading, EmptyState, ErrorState } from '../ui/States';
import { AccountPage } from '../features/account/AccountSidebar';
import { RequireLogin } from '../features/session/RequireLogin';
import { AddressFormDialog, type SavedAddress } from '../features/addresses/AddressFormDialog';
import './account-screens.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';
import { ensureNoUserErrors } from '../app/user-errors';

const MyAddresses = graphql(`
  query MyAddresses {
    addresses {
      ...AddressFields
    }
  }
`);

const DeleteAddress = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      deletedAddressId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const SetDefaultAddress = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) {
      addresses {
        id
        isDefault
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

type Result = { title: string; text: string } | null;

function AddressCard({ address, onEdit, onRemove, onDefault }: { address: SavedAddress; onEdit: () => void; onRemove: () => void; onDefault: () => void }) {
  return (
    <Card className="address-card" data-testid="address-card">
      <div className="address-card__head">
        <h2 className="address-card__name">{address.fullName}</h2>
        <span>
          <Badge tone="neutral">{address.addressType === 'WORK' ? t('Office') : t('Home')}</Badge> {address.isDefault && <Badge tone="brand">{t('Default')}</Badge>}
        </span>
      </div>
      <p className="address-card__lines">
        {[address.houseName, address.address, address.locality].filter(Boolean).join(', ')}
      </p>
      <dl>
        <dt>{t('City')}</dt>
        <dd>{address.city}</dd>
        <dt>{t('State')}</dt>
        <dd>{address.state}</dd>
        {address.landmark && (
          <>
            <dt>{t('Landmark')}</dt>
            <dd>{address.landmark}</dd>
          </>
        )}
        <dt>{t('Phone')}</dt>
        <dd>{address.phone}</dd>
        <dt>{t('Pincode')}</dt>
        <dd>{address.pincode}</dd>
      </dl>
      <div className="address-card__actions">
        <Button small variant="secondary" onClick={onEdit} aria-label={t('Edit address of {name}, {city}', { name: address.fullName, city: address.city })}>
          {t('Edit')}
        </Button>
        <Button small variant="ghost" onClick={onRemove} aria-label={t('Remove address of {name}, {city}', { name: address.fullName, city: address.city })}>
          {t('Remove')}
        </Button>
        {!address.isDefault && (
          <Button small variant="ghost" onClick={onDefault}>
            {t('Make default')}
          </Button>
        )}
      </div>
    </Card>
  );
}

function Addresses() {
  const { data, loading, error, refetch } = useQuery(MyAddresses, { fetchPolicy: 'cache-and-network' });
  const [deleteAddress, deleteState] = useMutation(DeleteAddress);
  const [setDefault] = useMutation(SetDefaultAddress);
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [confirming, setConfirming] = useState<SavedAddress | null>(null);
  const [result, setResult] = useState<Result>(null);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), 3000);
    return () => clearTimeout(timer);
  }, [result]);

  const remove = async () => {
    const target = confirming;
    setConfirming(null);
    if (!target) return;
    try {
      const { data } = await deleteAddress({
        variables: { id: target.id },
        update(cache, { data: answer }) {
          if (!answer?.deleteAddress.deletedAddressId) return;
          cache.evict({ id: cache.identify(target) });
          cache.gc();
        },
      });
      ensureNoUserErrors(data?.deleteAddress);
      setResult({ title: t('Deleted!'), text: t('Your address has been deleted successfully.') });
      // Deleting the default makes another address the default on the server.
      if (target.isDefault) void refetch();
    } catch {
      setResult({ title: t('Error!'), text: t('Failed to delete address.') });
    }
  };

  const addresses = data?.addresses ?? [];
  return (
    <AccountPage
      title={t('My Address')}
      actions={
        <Button
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {t('Add New Address')}
        </Button>
      }
    >
      {!data && loading ? (
        <Loading text={t('Loading...')} />
      ) : !data && error ? (
        <ErrorState text={error.message} />
      ) : addresses.length === 0 ? (
        <EmptyState title={t('No Address Found')}>
          <p>{t('No address found. Please add one.')}</p>
        </EmptyState>
      ) : (
        <div className="address-grid">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => {
                setEditing(address);
                setFormOpen(true);
              }}
              onRemove={() => setConfirming(address)}
              onDefault={() => {
                // With __typename on every object, as the answer will have it (so the cache takes it whole).
                const optimistic = {
                  __typename: 'SetDefaultAddressPayload' as const,
                  addresses: addresses.map((a) => ({ __typename: 'Address' as const, id: a.id, isDefault: a.id === address.id })),
                  userErrors: [],
                };
                void setDefault({ variables: { id: address.id }, optimisticResponse: { setDefaultAddress: optimistic } })
                  .then(({ data: answer }) => ensureNoUserErrors(answer?.setDefaultAddress))
                  // Refused (the address is gone meanwhile): show the list as the server has it.
                  .catch(() => void refetch());
              }}
            />
          ))}
        </div>
      )}

      <AddressFormDialog open={formOpen} address={editing} onClose={() => setFormOpen(false)} onSaved={() => undefined} />

      <Dialog
        open={confirming !== null}
        title={t('Are you sure?')}
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t('Cancel')}
            </Button>
            <Button onClick={() => void remove()} disabled={deleteState.loading}>
              {t('Yes, delete it!')}
            </Button>
          </>
        }
      >
        <p>{t('Are you sure you want to delete this address?')}</p>
      </Dialog>

      <Dialog open={result !== null} title={result?.title ?? ''} onClose={() => setResult(null)}>
        <p role="status">{result?.text}</p>
      </Dialog>
    </AccountPage>
  );
}

/** My Address: the shopper's address cards with add, edit, remove and make-default. */
export default function MyAddressRoute() {
  useDocumentTitle('My Addresses');
  return (
    <RequireLogin>
      <Addresses />
    </RequireLogin>
  );
}
