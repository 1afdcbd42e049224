import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { shownError } from '../errors';
import { dateTime, ErrorNote, Loading, Section, StatusBadge } from '../ui';

const EndpointsQuery = graphql(`
  query AdminWebhookEndpoints {
    webhookEventTypes
    webhookEndpoints {
      id
      url
      description
      events
      status
      disabledReason
      createdAt
    }
  }
`);
const DeliveriesQuery = graphql(`
  query AdminWebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId, first: 50) {
      id
      eventId
      eventType
      status
      attempts
      responseStatus
      responseBody
      durationMs
      lastError
      lastAttemptAt
      nextAttemptAt
      createdAt
      body
    }
  }
`);
const CreateEndpoint = graphql(`
  mutation AdminCreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
      }
    }
  }
`);
const UpdateEndpoint = graphql(`
  mutation AdminUpdateWebhookEndpoint($id: ID!, $changes: WebhookEndpointChanges!) {
    updateWebhookEndpoint(id: $id, changes: $changes) {
      id
      status
      disabledReason
    }
  }
`);
const DeleteEndpoint = graphql(`
  mutation AdminDeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);
const Redeliver = graphql(`
  mutation AdminRedeliverWebhook($id: ID!) {
    redeliverWebhook(deliveryId: $id) {
      id
    }
  }
`);

/**
 * Webhooks, for owners: the partners' receivers (an ERP, a courier aggregator) that are sent signed
 * events, and each one's delivery log (what the receiver answered), with "Send again".
 */
export default function Webhooks() {
  const { data, error, loading, refetch } = useQuery(EndpointsQuery);
  const [create, createState] = useMutation(CreateEndpoint, { onCompleted: () => void refetch() });
  const [update, updateState] = useMutation(UpdateEndpoint, { onCompleted: () => void refetch() });
  const [remove, removeState] = useMutation(DeleteEndpoint, { onCompleted: () => void refetch() });
  const [open, setOpen] = useState<string | null>(null);
  const endpoints = data?.webhookEndpoints ?? [];
  return (
    <>
      <h1>Webhooks</h1>
      <p className="admin-muted">
        Partners’ receivers are sent each event as it happens, signed with their secret, and retried for a day when they do not answer. The integrators’ guide (docs/api) explains how to check the signature.
      </p>
      <ErrorNote error={error} />
      <CreateForm types={data?.webhookEventTypes ?? []} busy={createState.loading} error={createState.error} secret={createState.data?.createWebhookEndpoint.secret ?? null} onCreate={(input) => create({ variables: { input } }).then(() => true, () => false)} />
      {loading && !data && <Loading />}
      <ErrorNote error={updateState.error ?? removeState.error} />
      {data && endpoints.length === 0 && <p role="status">No endpoints yet.</p>}
      {endpoints.length > 0 && (
        <Section title="Endpoints">
          <ul className="admin-webhooks">
            {endpoints.map((endpoint) => (
              <li key={endpoint.id} className="admin-webhook">
                <div className="admin-webhook-head">
                  <strong className="admin-webhook-url">{endpoint.url}</strong>
                  <StatusBadge status={endpoint.status === 'ACTIVE' ? 'DELIVERED' : 'CANCELLED'} label={endpoint.status === 'ACTIVE' ? 'active' : 'disabled'} />
                </div>
                {endpoint.description && <div>{endpoint.description}</div>}
                <div className="admin-muted">
                  {endpoint.events.join(', ')} · added {dateTime(endpoint.createdAt)}
                </div>
                {endpoint.disabledReason && (
                  <p className="admin-note" role="note">
                    {endpoint.disabledReason}
                  </p>
                )}
                <div className="admin-webhook-actions">
                  <button type="button" className="admin-btn admin-btn--small" aria-expanded={open === endpoint.id} onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}>
                    {open === endpoint.id ? 'Hide deliveries' : 'Deliveries'}
                  </button>
                  <button type="button" className="admin-btn admin-btn--small" onClick={() => void update({ variables: { id: endpoint.id, changes: { enabled: endpoint.status !== 'ACTIVE' } } }).catch(() => undefined)}>
                    {endpoint.status === 'ACTIVE' ? 'Pause' : 'Enable'}
                  </button>
                  <button
                    type="button"
                    className="admin-btn admin-btn--small admin-btn--danger"
                    onClick={() => window.confirm(`Remove ${endpoint.url}? It is sent nothing more and its log is deleted.`) && remove({ variables: { id: endpoint.id } }).catch(() => undefined)}
                  >
                    Remove
                  </button>
                </div>
                {open === endpoint.id && <DeliveryLog endpointId={endpoint.id} />}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

function CreateForm({ types, busy, error, secret, onCreate }: { types: string[]; busy: boolean; error: unknown; secret: string | null; onCreate: (input: { url: string; events: string[]; description: string | null }) => Promise<boolean> }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(['order.created']);
  const shown = shownError(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onCreate({ url, events, description: description.trim() || null }).then((ok) => {
      if (!ok) return;
      setUrl('');
      setDescription('');
    });
  };
  return (
    <Section title="Add an endpoint">
      <form onSubmit={submit} aria-label="Add a webhook endpoint">
        <div className="admin-filters">
          <label className="admin-field admin-field--wide">
            <span>Receiver address (https)</span>
            <input name="url" type="url" value={url} onChange={(e) => setUrl(e.target.value)} required aria-invalid={shown?.field === 'url' || undefined} aria-describedby={shown?.field === 'url' ? 'webhook-url-error' : undefined} />
            {shown?.field === 'url' && (
              <span className="admin-field-error" id="webhook-url-error">
                {shown.message}
              </span>
            )}
          </label>
          <label className="admin-field">
            <span>Whose is it (optional)</span>
            <input name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
          </label>
        </div>
        <fieldset className="admin-checks">
          <legend>Events to send</legend>
          {types.map((type) => (
            <label key={type}>
              <input type="checkbox" checked={events.includes(type)} onChange={(e) => setEvents(e.target.checked ? [...events, type] : events.filter((t) => t !== type))} /> {type}
            </label>
          ))}
        </fieldset>
        {shown?.field === 'events' && <p className="admin-field-error">{shown.message}</p>}
        <button className="admin-btn admin-btn--primary" type="submit" disabled={busy}>
          Add endpoint
        </button>
      </form>
      {shown && !shown.field && <ErrorNote error={error} />}
      {secret && (
        <div className="admin-note" role="status">
          <p>Endpoint added. Its signing secret, shown this once: give it to the partner now.</p>
          <code className="admin-secret" data-testid="webhook-secret">
            {secret}
          </code>
        </div>
      )}
    </Section>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { data, error, loading } = useQuery(DeliveriesQuery, { variables: { endpointId }, fetchPolicy: 'cache-and-network', pollInterval: 5000 });
  const [redeliver, redeliverState] = useMutation(Redeliver, { refetchQueries: ['AdminWebhookDeliveries'], awaitRefetchQueries: true });
  const rows = data?.webhookDeliveries ?? [];
  return (
    <div className="admin-webhook-log">
      <ErrorNote error={error ?? redeliverState.error} />
      {loading && !data && <Loading />}
      {data && rows.length === 0 && <p role="status">Nothing sent yet.</p>}
      {rows.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-skip">Delivery log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Event</th>
                <th scope="col">State</th>
                <th scope="col">Answer</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{dateTime(row.lastAttemptAt ?? row.createdAt)}</td>
                  <td>
                    {row.eventType} <span className="admin-muted">{row.eventId}</span>
                    <details>
                      <summary>Body</summary>
                      <pre className="admin-pre">{row.body}</pre>
                    </details>
                  </td>
                  <td>
                    <StatusBadge status={row.status === 'DELIVERED' ? 'DELIVERED' : row.status === 'FAILED' ? 'CANCELLED' : 'PLACED'} label={row.status === 'PENDING' ? `retry ${dateTime(row.nextAttemptAt)}` : row.status.toLowerCase()} />
                    <div className="admin-muted">{row.attempts === 1 ? '1 try' : `${row.attempts} tries`}</div>
                  </td>
                  <td>
                    {row.responseStatus ?? '—'}
                    {row.durationMs !== null && <span className="admin-muted"> · {row.durationMs} ms</span>}
                    {row.lastError && <div className="admin-muted">{row.lastError}</div>}
                    {row.responseBody && <pre className="admin-pre">{row.responseBody}</pre>}
                  </td>
                  <td>
                    <button type="button" className="admin-btn admin-btn--small" disabled={redeliverState.loading} onClick={() => void redeliver({ variables: { id: row.id } }).catch(() => undefined)}>
                      Send again
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
