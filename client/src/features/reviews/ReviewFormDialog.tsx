import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { RATING_RANGE_MESSAGE, REVIEW_TEXT_MIN, REVIEW_TEXT_SHORT_MESSAGE } from '../../ui/form-rules';
import { getToken } from '../session/session-store';
import type { ReviewItem_ReviewFragment } from '../../gql/graphql';
import { EditReviewMutation, WriteReviewMutation } from './reviews.documents';
import { ensureNoUserErrors, isUserErrorsError } from '../../app/user-errors';
import { languageTag, msg, t } from '../../i18n/i18n';

/** The server's limits (review-text.ts), repeated here only to help before sending. */
const TITLE_MAX = 120;
const TEXT_MAX = 2000;
const MAX_PHOTOS = 3;
const RATING_WORDS = ['', msg('Poor'), msg('Fair'), msg('Good'), msg('Very good'), msg('Excellent')];

interface Photo {
  id: string;
  url: string;
}

type FieldErrors = Partial<Record<'rating' | 'title' | 'text' | 'photoIds', string>>;

/** Sends one photo's bytes to the upload call; answers its id and URL or throws the server's message. */
async function uploadPhoto(file: File): Promise<Photo> {
  const token = getToken();
  const response = await fetch('/api/v1/reviews/photos', {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream', 'accept-language': languageTag(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: file,
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.message ?? t('Could not upload the photo.'));
  return body.photo;
}

/** The "Write a review" / "Edit your review" form: stars, title, text, up to 3 photos. */
export function ReviewFormDialog({ productId, existing, onClose }: { productId: string; existing: ReviewItem_ReviewFragment | null; onClose: () => void }) {
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [text, setText] = useState(existing?.text ?? '');
  // Photos already on the review are kept by the ids the server gave them: their file names.
  const [photos, setPhotos] = useState<Photo[]>((existing?.photos ?? []).map((url) => ({ url, id: url.split('/').pop()?.replace(/\.webp$/, '') ?? url })));
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const refetchQueries = ['ProductDetails', 'ProductReviews', 'ReviewEligibility'];
  const [write, writing] = useMutation(WriteReviewMutation, { refetchQueries, awaitRefetchQueries: true });
  const [edit, editing] = useMutation(EditReviewMutation, { refetchQueries, awaitRefetchQueries: true });
  const saving = writing.loading || editing.loading;

  const addPhotos = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, MAX_PHOTOS - photos.length);
    if (chosen.length === 0) return;
    setUploading(true);
    try {
      for (const file of chosen) {
        const photo = await uploadPhoto(file);
        setPhotos((current) => [...current, photo]);
      }
      setErrors((e) => ({ ...e, photoIds: undefined }));
    } catch (caught) {
      setErrors((e) => ({ ...e, photoIds: (caught as Error).message }));
    } finally {
      setUploading(false);
    }
  };

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (rating < 1) found.rating = t(RATING_RANGE_MESSAGE);
    if (text.trim().length < REVIEW_TEXT_MIN) found.text = t(REVIEW_TEXT_SHORT_MESSAGE, { n: REVIEW_TEXT_MIN });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = { rating, title: title.trim() || null, text, photoIds: photos.map((p) => p.id) };
    try {
      if (existing) ensureNoUserErrors((await edit({ variables: { reviewId: existing.id, input } })).data?.editReview);
      else ensureNoUserErrors((await write({ variables: { productId, input } })).data?.writeReview);
      toast.success(existing ? t('Your review is updated.') : t('Thank you! Your review is published.'));
      onClose();
    } catch (caught) {
      // A field the server refuses shows under it (rating, title, text, photos); anything else as a toast.
      const fieldErrors = isUserErrorsError(caught) ? (caught.fieldErrors as FieldErrors) : {};
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else toast.error((caught as Error).message || t('Could not save your review.'));
    }
  };

  return (
    <Dialog open title={existing ? t('Edit your review') : t('Write a review')} onClose={onClose}>
      <form className="review-form" onSubmit={submit} noValidate>
        <fieldset className="review-form__stars" aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
          <legend>
            {t('Your rating')}{' '}<span aria-hidden="true">*</span>
          </legend>
          <div className="stars-input">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={n <= rating ? 'is-on' : ''} title={t(RATING_WORDS[n])}>
                <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => {
                    setRating(n);
                    setErrors((e) => ({ ...e, rating: undefined }));
                  }} aria-label={n === 1 ? t('1 star') : t('{n} stars', { n })} />
                <span aria-hidden="true">★</span>
              </label>
            ))}
            <span className="muted stars-input__word">{RATING_WORDS[rating] ? t(RATING_WORDS[rating]) : ''}</span>
          </div>
          {errors.rating && (
            <p className="field__error" id="review-rating-error" role="alert">
              {errors.rating}
            </p>
          )}
        </fieldset>
        <TextField label={t('Title (optional)')} value={title} maxLength={TITLE_MAX} onChange={(e) => setTitle(e.target.value)} error={errors.title} placeholder={t('Sum it up in a few words')} />
        <TextAreaField
          label={t('Your review')}
          required
          rows={5}
          value={text}
          maxLength={TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          error={errors.text}
          hint={`${text.length} / ${TEXT_MAX}`}
          placeholder={t('How is the fit, the fabric, the colour after a wash?')}
        />
        <div className="review-form__photos">
          <span className="field__label">{t('Photos (optional, up to {n})', { n: MAX_PHOTOS })}</span>
          <div className="review-form__thumbs">
            {photos.map((photo) => (
              <span key={photo.id} className="review-form__thumb">
                <img src={photo.url} alt="" width={64} height={64} />
                <button type="button" className="icon-btn" aria-label={t('Remove photo')} onClick={() => setPhotos((current) => current.filter((p) => p.id !== photo.id))}>
                  ✕
                </button>
              </span>
            ))}
            {photos.length < MAX_PHOTOS && (
              <label className="review-form__add">
                {uploading ? t('Uploading...') : t('+ Add photo')}
                <input type="file" accept="image/jpeg,image/png,image/webp,image/heic" multiple disabled={uploading} onChange={(e) => void addPhotos(e.target.files).then(() => (e.target.value = ''))} />
              </label>
            )}
          </div>
          {errors.photoIds && (
            <p className="field__error" role="alert">
              {errors.photoIds}
            </p>
          )}
        </div>
        <div className="review-form__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={saving || uploading}>
            {saving ? t('Saving...') : existing ? t('Save changes') : t('Submit review')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
