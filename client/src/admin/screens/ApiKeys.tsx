import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { shownError } from '../errors';
import { dateTime, ErrorNote, Loading, Section, StatusBadge } from '../ui';

const KeysQuery = graphql(`
  query AdminApiKeys {
    apiScopes {
      name
      description
    }
    apiKeys {
      id
      name
      prefix
      scopes
      allowedIps
      expiresAt
      revokedAt
      lastUsedAt
      createdAt
    }
  }
`);
const CreateKey = graphql(`
  mutation AdminCreateApiKey($input: ApiKeyInput!) {
    createApiKey(input: $input) {
      token
      apiKey {
        id
        name
      }
    }
  }
`);
const RevokeKey = graphql(`
  mutation AdminRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

/** API keys, for owners: named credentials for partners' servers, each limited to scopes. */
export default function ApiKeys() {
  const { data, error, loading, refetch } = useQuery(KeysQuery);
  const [create, createState] = useMutation(CreateKey, { onCompleted: () => void refetch() });
  const [revoke, revokeState] = useMutation(RevokeKey, { onCompleted: () => void refetch() });
  const keys = data?.apiKeys ?? [];
  return (
    <>
      <h1>API keys</h1>
      <p className="admin-muted">A partner’s server (an ERP, a courier aggregator, a marketplace) uses a key limited to what it needs. Changes it makes are in the audit log under the key’s name.</p>
      <ErrorNote error={error} />
      <CreateForm
        scopes={data?.apiScopes ?? []}
        busy={createState.loading}
        error={createState.error}
        token={createState.data?.createApiKey.token ?? null}
        onCreate={(input) => create({ variables: { input } }).then(() => true, () => false)}
      />
      {loading && !data && <Loading />}
      <ErrorNote error={revokeState.error} />
      {data && keys.length === 0 && <p role="status">No keys yet.</p>}
      {keys.length > 0 && (
        <Section title="Keys">
          <ul className="admin-webhooks">
            {keys.map((key) => (
              <li key={key.id} className="admin-webhook">
                <div className="admin-webhook-head">
                  <strong>{key.name}</strong>
                  <StatusBadge status={key.revokedAt ? 'CANCELLED' : 'DELIVERED'} label={key.revokedAt ? 'revoked' : 'active'} />
                </div>
                <div className="admin-muted">
                  <code>{key.prefix}…</code> · {key.scopes.join(', ')}
                </div>
                <div className="admin-muted">
                  Made {dateTime(key.createdAt)}
                  {key.lastUsedAt ? ` · last used ${dateTime(key.lastUsedAt)}` : ' · never used'}
                  {key.expiresAt ? ` · ends ${dateTime(key.expiresAt)}` : ''}
                  {key.allowedIps ? ` · from ${key.allowedIps.join(', ')}` : ''}
                </div>
                {!key.revokedAt && (
                  <div className="admin-webhook-actions">
                    <button type="button" className="admin-btn admin-btn--small admin-btn--danger" onClick={() => window.confirm(`Revoke “${key.name}”? It stops working at once.`) && revoke({ variables: { id: key.id } }).catch(() => undefined)}>
                      Revoke
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

function CreateForm({
  scopes,
  busy,
  error,
  token,
  onCreate,
}: {
  scopes: Array<{ name: string; description: string }>;
  busy: boolean;
  error: unknown;
  token: string | null;
  onCreate: (input: { name: string; scopes: string[]; expiresAt: string | null; allowedIps: string[] | null }) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [expires, setExpires] = useState('');
  const [ips, setIps] = useState('');
  const shown = shownError(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const allowedIps = ips
      .split(/[\s,]+/)
      .map((ip) => ip.trim())
      .filter(Boolean);
    // The date is the end of that day in India.
    const expiresAt = expires ? new Date(`${expires}T23:59:59+05:30`).toISOString() : null;
    void onCreate({ name, scopes: chosen, expiresAt, allowedIps: allowedIps.length > 0 ? allowedIps : null }).then((ok) => {
      if (!ok) return;
      setName('');
      setChosen([]);
      setExpires('');
      setIps('');
    });
  };
  const fieldError = (field: string) =>
    shown?.field === field && (
      <span className="admin-field-error" id={`key-${field}-error`}>
        {shown.message}
      </span>
    );
  return (
    <Section title="Make a key">
      <form onSubmit={submit} aria-label="Make an API key">
        <div className="admin-filters">
          <label className="admin-field admin-field--wide">
            <span>Name (whose is it, what does it do)</span>
            <input name="name" value={name} onChange={(e) => setName(e.target.value)} required aria-invalid={shown?.field === 'name' || undefined} />
            {fieldError('name')}
          </label>
          <label className="admin-field">
            <span>Ends on (optional)</span>
            <input name="expires" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} aria-invalid={shown?.field === 'expiresAt' || undefined} />
            {fieldError('expiresAt')}
          </label>
          <label className="admin-field admin-field--wide">
            <span>Only from these addresses (optional)</span>
            <input name="allowedIps" value={ips} placeholder="203.0.113.7, 198.51.100.0/24" onChange={(e) => setIps(e.target.value)} aria-invalid={shown?.field === 'allowedIps' || undefined} />
            {fieldError('allowedIps')}
          </label>
        </div>
        <fieldset className="admin-checks admin-checks--list">
          <legend>What it may do</legend>
          {scopes.map((scope) => (
            <label key={scope.name}>
              <input type="checkbox" checked={chosen.includes(scope.name)} onChange={(e) => setChosen(e.target.checked ? [...chosen, scope.name] : chosen.filter((s) => s !== scope.name))} /> <code>{scope.name}</code>{' '}
              <span className="admin-muted">{scope.description}</span>
            </label>
          ))}
        </fieldset>
        {shown?.field === 'scopes' && <p className="admin-field-error">{shown.message}</p>}
        <button className="admin-btn admin-btn--primary" type="submit" disabled={busy}>
          Make key
        </button>
      </form>
      {shown && !shown.field && <ErrorNote error={error} />}
      {token && (
        <div className="admin-note" role="status">
          <p>Key made. Copy it now: it is shown this once and cannot be read again.</p>
          <code className="admin-secret" data-testid="api-key-token">
            {token}
          </code>
        </div>
      )}
    </Section>
  );
}
