/**
 * The "Return or exchange" form for one delivered item: return or exchange (another size of the
 * same colour), how many, a reason from the list, an optional comment, up to 3 photos, a pickup
 * date from the next working days, and, for a cash-on-delivery order, the UPI ID or bank account
 * the refund goes to. The server checks everything again; its field errors show by the field.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { formatDate } from '../../ui/format';
import { toast } from '../../ui/toast';
import type { ReturnKind, ReturnOptionsQuery, ReturnReason } from '../../gql/graphql';
import { RequestReturnMutation, ReturnOptionsQuery as ReturnOptionsDocument } from './returns.documents';
import { uploadReturnPhoto } from './upload-photo';
import './returns.css';
import { t } from '../../i18n/i18n';
import { ensureNoUserErrors, isUserErrorsError } from '../../app/user-errors';

/** Fields of this form that show the server's message under them. */
const FORM_FIELDS = new Set(['quantity', 'exchangeSize', 'reason', 'comment', 'photoIds', 'pickupDate', 'upiId', 'accountNumber', 'ifsc', 'accountName']);

type Options = ReturnOptionsQuery['returnOptions'];
type Item = Options['items'][number];

const MAX_PHOTOS = 3;

export function ReturnRequestDialog({ options, item, onClose }: { options: Options; item: Item | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} title={t('Return or exchange')} onClose={onClose}>
      {item && <ReturnForm key={item.orderItemId} options={options} item={item} onDone={onClose} />}
    </Dialog>
  );
}

function ReturnForm({ options, item, onDone }: { options: Options; item: Item; onDone: () => void }) {
  const exchangeable = item.exchangeSizes.some((s) => s.inStock);
  const [kind, setKind] = useState<ReturnKind>('RETURN');
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [comment, setComment] = useState('');
  const [exchangeSize, setExchangeSize] = useState('');
  const [pickupDate, setPickupDate] = useState(options.pickupDates[0] ?? '');
  const [payoutBy, setPayoutBy] = useState<'UPI' | 'BANK'>('UPI');
  const [upiId, setUpiId] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [accountName, setAccountName] = useState('');
  const [photos, setPhotos] = useState<Array<{ id: string; name: string }>>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [request, { loading }] = useMutation(RequestReturnMutation, {
    refetchQueries: [{ query: ReturnOptionsDocument, variables: { orderId: options.orderId } }],
    awaitRefetchQueries: true,
  });
  const cod = options.refundTo === 'BANK_OR_UPI';

  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    const room = MAX_PHOTOS - photos.length;
    const chosen = [...files].slice(0, room);
    if (files.length > room) toast.error(`At most ${MAX_PHOTOS} photos.`);
    setUploading(true);
    try {
      for (const file of chosen) {
        const id = await uploadReturnPhoto(file);
        setPhotos((list) => [...list, { id, name: file.name }]);
      }
      setErrors((e) => ({ ...e, photoIds: '' }));
    } catch (e) {
      setErrors((all) => ({ ...all, photoIds: (e as Error).message }));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // No checks of our own: the server refuses field by field, in its words (shown below the field).
    setErrors({});
    const payout = cod && kind === 'RETURN' ? (payoutBy === 'UPI' ? { upiId: upiId.trim() } : { accountNumber, ifsc, accountName }) : {};
    try {
      const { data } = await request({
        variables: {
          input: {
            orderId: options.orderId,
            orderItemId: item.orderItemId,
            quantity,
            kind,
            reason: reason as ReturnReason,
            comment: comment.trim() || null,
            exchangeSize: kind === 'EXCHANGE' ? exchangeSize : null,
            pickupDate,
            photoIds: photos.map((p) => p.id),
            ...payout,
          },
        },
      });
      ensureNoUserErrors(data?.requestReturn);
      toast.success(kind === 'EXCHANGE' ? 'Exchange requested.' : 'Return requested.');
      onDone();
    } catch (e) {
      // Each refused field under its field; a refusal of no field shown here (the form's own line).
      const byField = isUserErrorsError(e) ? Object.entries(e.fieldErrors).filter(([field]) => FORM_FIELDS.has(field)) : [];
      const message = isUserErrorsError(e) ? e.message : CombinedGraphQLErrors.is(e) ? e.errors[0]?.message : null;
      setErrors(byField.length > 0 ? Object.fromEntries(byField) : { form: message ?? 'Something went wrong!' });
    }
  };

  return (
    <form className="return-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="return-form__item">
        {item.image && <img src={item.image} alt="" width={48} height={60} />}
        <span>
          <strong>{item.productName}</strong>
          <span className="muted small">
            {' '}
            {item.colorName} · {item.size}
          </span>
        </span>
      </p>
      <fieldset className="return-form__choice">
        <legend>{t('What would you like?')}</legend>
        <label>
          <input type="radio" name="kind" checked={kind === 'RETURN'} onChange={() => setKind('RETURN')} />{' '}{t('Return for a refund')}
        </label>
        <label>
          <input type="radio" name="kind" checked={kind === 'EXCHANGE'} disabled={!exchangeable} onChange={() => setKind('EXCHANGE')} />{' '}{t('Exchange for another size')}
          {!exchangeable && <span className="muted small">{' '}{t('(no other size in stock)')}</span>}
        </label>
      </fieldset>
      <div className="return-form__row">
        <SelectField label={t('Quantity')} value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} error={errors.quantity}>
          {Array.from({ length: item.returnable }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
        {kind === 'EXCHANGE' && (
          <SelectField label={t('New size')} required value={exchangeSize} onChange={(e) => setExchangeSize(e.target.value)} error={errors.exchangeSize}>
            <option value="">{t('Choose')}</option>
            {item.exchangeSizes.map((s) => (
              <option key={s.size} value={s.size} disabled={!s.inStock}>
                {s.size}
                {s.inStock ? '' : t(' (out of stock)')}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <SelectField label={t('Reason')} required value={reason} onChange={(e) => setReason(e.target.value as ReturnReason)} error={errors.reason}>
        <option value="">{t('Choose a reason')}</option>
        {options.reasons.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('Comment (optional)')} rows={2} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} error={errors.comment} />
      <div className="field">
        <label className="field__label" htmlFor="return-photos">
          {t('Photos (optional, up to {n})', { n: MAX_PHOTOS })}
        </label>
        <input id="return-photos" type="file" accept="image/jpeg,image/png,image/webp" multiple disabled={uploading || photos.length >= MAX_PHOTOS} onChange={(e) => void addPhotos(e.target.files)} />
        {photos.length > 0 && <span className="field__hint">{photos.map((p) => p.name).join(', ')}</span>}
        {uploading && <span className="field__hint">{t('Uploading…')}</span>}
        {errors.photoIds && (
          <span className="field__error" role="alert">
            {errors.photoIds}
          </span>
        )}
      </div>
      <SelectField label={t('Pickup date')} required value={pickupDate} onChange={(e) => setPickupDate(e.target.value)} error={errors.pickupDate}>
        {options.pickupDates.map((d) => (
          <option key={d} value={d}>
            {new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })} {formatDate(`${d}T00:00:00Z`)}
          </option>
        ))}
      </SelectField>
      {kind === 'RETURN' &&
        (cod ? (
          <fieldset className="return-form__choice">
            <legend>{t('Refund to (cash on delivery order)')}</legend>
            <label>
              <input type="radio" name="payout" checked={payoutBy === 'UPI'} onChange={() => setPayoutBy('UPI')} />{' '}{t('UPI ID')}
            </label>
            <label>
              <input type="radio" name="payout" checked={payoutBy === 'BANK'} onChange={() => setPayoutBy('BANK')} />{' '}{t('Bank account')}
            </label>
            {payoutBy === 'UPI' ? (
              <TextField label={t('UPI ID')} required placeholder={t('name@bank')} autoComplete="off" value={upiId} onChange={(e) => setUpiId(e.target.value)} error={errors.upiId} />
            ) : (
              <>
                <TextField label={t('Account number')} required inputMode="numeric" autoComplete="off" value={accountNumber} onChange={(e) => setAccountNumber(e.target.value)} error={errors.accountNumber} />
                <TextField label={t('IFSC')} required placeholder={t('SBIN0001234')} autoComplete="off" value={ifsc} onChange={(e) => setIfsc(e.target.value.toUpperCase())} error={errors.ifsc} />
                <TextField label={t("Account holder's name")} required autoComplete="off" value={accountName} onChange={(e) => setAccountName(e.target.value)} error={errors.accountName} />
              </>
            )}
          </fieldset>
        ) : (
          <p className="muted small">{t('The refund goes to your original payment method; it takes up to 7 days after we receive the item.')}</p>
        ))}
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      )}
      {errors.quantity && null}
      <div className="return-form__actions">
        <Button variant="secondary" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={loading || uploading}>
          {loading ? t('Sending…') : kind === 'EXCHANGE' ? t('Request exchange') : t('Request return')}
        </Button>
      </div>
    </form>
  );
}
