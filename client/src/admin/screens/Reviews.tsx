import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { dateTime, ErrorNote, Loading, StatusBadge } from '../ui';

const ReportedReviewsQuery = graphql(`
  query AdminReportedReviews($status: String) {
    reportedReviews(status: $status, limit: 100) {
      productId
      productName
      status
      reportCount
      reasons
      review {
        id
        rating
        title
        text
        authorName
        createdAt
        verifiedBuyer
        photos
      }
    }
  }
`);

const HideReview = graphql(`
  mutation AdminHideReview($reviewId: ID!, $reason: String) {
    hideReview(reviewId: $reviewId, reason: $reason) {
      status
      reportCount
    }
  }
`);

const RestoreReview = graphql(`
  mutation AdminRestoreReview($reviewId: ID!) {
    restoreReview(reviewId: $reviewId) {
      status
      reportCount
    }
  }
`);

const FILTERS = [
  ['PENDING', 'Waiting for a decision'],
  ['', 'All reported or hidden'],
  ['HIDDEN', 'Hidden'],
  ['PUBLISHED', 'Reported, still shown'],
] as const;

const STATUS_LABEL: Record<string, string> = { PENDING: 'hidden, waiting', HIDDEN: 'hidden by staff', PUBLISHED: 'shown' };

/** Reported reviews (owners and the catalogue team): read the reports, then restore or hide. */
export default function Reviews() {
  const [status, setStatus] = useState<string>('PENDING');
  const { data, error, loading } = useQuery(ReportedReviewsQuery, { variables: { status: status || null }, fetchPolicy: 'cache-and-network' });
  const refresh = { refetchQueries: ['AdminReportedReviews'], awaitRefetchQueries: true };
  const [hide, hideState] = useMutation(HideReview, refresh);
  const [restore, restoreState] = useMutation(RestoreReview, refresh);
  const busy = hideState.loading || restoreState.loading;
  const rows = data?.reportedReviews ?? [];
  return (
    <>
      <h1>Reviews</h1>
      <p className="admin-muted">Reviews reported by shoppers. A review is hidden from the shop after enough reports until you restore it; hidden reviews do not count in the product's rating.</p>
      <div className="admin-filters">
        <label className="admin-field">
          <span>Show</span>
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            {FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNote error={error ?? hideState.error ?? restoreState.error} />
      {loading && !data && <Loading />}
      {data && rows.length === 0 && <p role="status">No reviews here.</p>}
      {rows.length > 0 && (
        <ul className="admin-reviews">
          {rows.map((row) => (
            <li key={row.review.id} className="admin-card admin-review">
              <div className="admin-review__head">
                <strong>{row.productName}</strong> <StatusBadge status={row.status === 'PUBLISHED' ? 'DELIVERED' : 'PLACED'} label={STATUS_LABEL[row.status]} />{' '}
                <span className="admin-muted">
                  {row.reportCount} {row.reportCount === 1 ? 'report' : 'reports'}
                </span>
              </div>
              <p>
                <span role="img" aria-label={`Rated ${row.review.rating} out of 5`}>{'★'.repeat(row.review.rating)}</span> {row.review.title && <strong>{row.review.title}</strong>}
              </p>
              <p className="admin-review__text">{row.review.text}</p>
              <p className="admin-muted">
                {row.review.authorName}
                {row.review.verifiedBuyer ? ' (verified buyer)' : ''} · {dateTime(row.review.createdAt)}
              </p>
              {row.review.photos.length > 0 && (
                <p className="admin-actions">
                  {row.review.photos.map((url, i) => (
                    <a key={url} href={url} target="_blank" rel="noreferrer">
                      <img src={url} alt={`Shared with the review (${i + 1} of ${row.review.photos.length})`} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 6 }} />
                    </a>
                  ))}
                </p>
              )}
              {row.reasons.length > 0 && <p className="admin-muted">Reasons: {row.reasons.join('; ')}</p>}
              <div className="admin-actions">
                {row.status !== 'PUBLISHED' && (
                  <button type="button" className="admin-btn admin-btn--small" disabled={busy} onClick={() => void restore({ variables: { reviewId: row.review.id } })}>
                    Restore
                  </button>
                )}
                {row.status !== 'HIDDEN' && (
                  <button type="button" className="admin-btn admin-btn--small admin-btn--danger" disabled={busy} onClick={() => void hide({ variables: { reviewId: row.review.id, reason: row.reasons[0] ?? null } })}>
                    Hide
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
