import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { StarIcon } from '../../ui/icons';
import { formatDate } from '../../ui/format';
import { toast } from '../../ui/toast';
import { paths } from '../../config/paths';
import { useSession } from '../session/session-store';
import { useLoginRedirectState } from '../session/RequireLogin';
import type { ReviewItem_ReviewFragment } from '../../gql/graphql';
import { ProductReviewsQuery, ReportReviewMutation, ReviewEligibilityQuery } from './reviews.documents';
import { ensureNoUserErrors } from '../../app/user-errors';
import { ReviewFormDialog } from './ReviewFormDialog';
import './reviews.css';
import { msg, t } from '../../i18n/i18n';
import { useShowMore } from '../../app/use-show-more';

/** Reviews per page: the product page shows 20, then "Show more reviews" asks for 20 more. */
const PAGE = 20;

/**
 * The Rating & Reviews tab: published reviews newest first (20 at a time), the caller's
 * "Write a review" / "Edit your review" action or the reason they cannot, and Report on others'.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const { data, loading, error, fetchMore } = useQuery(ProductReviewsQuery, { variables: { productId, first: PAGE } });
  const eligibility = useQuery(ReviewEligibilityQuery, { variables: { productId }, fetchPolicy: 'cache-and-network' }).data?.reviewEligibility;
  const [formOpen, setFormOpen] = useState(false);
  const [reporting, setReporting] = useState<ReviewItem_ReviewFragment | null>(null);
  const page = data?.productReviews;
  const reviews = page?.edges.map((edge) => edge.node) ?? [];
  const myReviewId = eligibility?.myReview?.id;

  // The cache appends the next page to this product's reviews (app/cursor-pages.ts).
  const { showMore, loadingMore } = useShowMore(page?.pageInfo.endCursor, fetchMore, msg('Could not load more reviews. Please try again.'));

  return (
    <div className="product-reviews">
      <div className="product-reviews__action">
        {eligibility?.canWrite ? (
          <Button variant="primary" onClick={() => setFormOpen(true)}>
            {eligibility.myReview ? t('Edit your review') : t('Write a review')}
          </Button>
        ) : eligibility?.reason ? (
          <WhyNot reason={eligibility.reason} loggedOut={!eligibility.myReview && eligibility.reason.startsWith('Log in')} />
        ) : null}
      </div>
      {loading && !page ? (
        <p className="muted">{t('Loading reviews...')}</p>
      ) : error && !page ? (
        <p className="muted">{t('Could not load reviews.')}</p>
      ) : page && reviews.length > 0 ? (
        <>
          <ul className="reviews">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} own={review.id === myReviewId} onReport={() => setReporting(review)} />
            ))}
          </ul>
          <p className="muted product-reviews__count">
            {page.totalCount === 1 ? t('Showing {shown} of 1 review', { shown: reviews.length }) : t('Showing {shown} of {total} reviews', { shown: reviews.length, total: page.totalCount })}
          </p>
          {page.pageInfo.hasNextPage && (
            <Button variant="secondary" onClick={showMore} disabled={loadingMore}>
              {loadingMore ? t('Loading...') : t('Show more reviews')}
            </Button>
          )}
        </>
      ) : (
        <p className="muted">{t('No reviews yet.')}</p>
      )}
      {formOpen && eligibility?.canWrite && <ReviewFormDialog productId={productId} existing={eligibility.myReview ?? null} onClose={() => setFormOpen(false)} />}
      <ReportDialog review={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}

function WhyNot({ reason, loggedOut }: { reason: string; loggedOut: boolean }) {
  const state = useLoginRedirectState();
  return (
    <p className="product-reviews__why" role="note">
      {t(reason)}{' '}
      {loggedOut && (
        <Link to={paths.login} state={state}>
          {t('Log in')}
        </Link>
      )}
    </p>
  );
}

function ReviewItem({ review, own, onReport }: { review: ReviewItem_ReviewFragment; own: boolean; onReport: () => void }) {
  return (
    <li className="review">
      <div className="review__head">
        <span className="rating-badge" role="img" aria-label={t('Rated {rating} out of 5', { rating: review.rating })}>
          {review.rating} <StarIcon />
        </span>
        {review.title && <strong>{review.title}</strong>}
      </div>
      <p className="review__text">{review.text}</p>
      {review.photos.length > 0 && (
        <div className="review__photos">
          {review.photos.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt={t('Shared by {name} ({n} of {total})', { name: review.authorName, n: i + 1, total: review.photos.length })} loading="lazy" width={72} height={72} />
            </a>
          ))}
        </div>
      )}
      <p className="muted review__meta">
        {review.authorName}
        {review.verifiedBuyer && <span className="review__verified">{t('✓ Verified buyer')}</span>} · {formatDate(review.createdAt)}
        {review.updatedAt && t(' (edited)')}
        {!own && (
          <button type="button" className="review__report" onClick={onReport}>
            {t('Report')}
          </button>
        )}
      </p>
    </li>
  );
}

const REASONS = [msg('Spam or advertising'), msg('Rude or offensive'), msg('Not about this product'), msg('Shares personal information')];

function ReportDialog({ review, onClose }: { review: ReviewItem_ReviewFragment | null; onClose: () => void }) {
  const session = useSession();
  const state = useLoginRedirectState();
  const [reason, setReason] = useState(REASONS[0]);
  const [other, setOther] = useState('');
  const [report, { loading }] = useMutation(ReportReviewMutation, { refetchQueries: ['ProductReviews', 'ProductDetails'] });
  const submit = async () => {
    if (!review) return;
    try {
      const answer = await report({ variables: { reviewId: review.id, reason: other.trim() || reason } });
      const { hidden } = ensureNoUserErrors(answer.data?.reportReview);
      toast.success(hidden ? t('Thank you. The review is hidden until our team checks it.') : t('Thank you. Our team will look at this review.'));
      onClose();
    } catch (caught) {
      toast.error((caught as Error).message || t('Could not report the review.'));
    }
  };
  return (
    <Dialog
      open={review !== null}
      title={t('Report this review')}
      onClose={onClose}
      footer={
        session ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button variant="primary" onClick={submit} disabled={loading}>
              {loading ? t('Reporting...') : t('Report')}
            </Button>
          </>
        ) : undefined
      }
    >
      {session ? (
        <fieldset className="review-form__reasons">
          <legend>{t('What is wrong with it?')}</legend>
          {REASONS.map((r) => (
            <label key={r}>
              <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} /> {t(r)}
            </label>
          ))}
          <TextField label={t('Anything else (optional)')} value={other} maxLength={200} onChange={(e) => setOther(e.target.value)} />
        </fieldset>
      ) : (
        <p>
          {t('Log in to report a review.')}{' '}
          <Link to={paths.login} state={state}>
            {t('Log in')}
          </Link>
        </p>
      )}
    </Dialog>
  );
}
