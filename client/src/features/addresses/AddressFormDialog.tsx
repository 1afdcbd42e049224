import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { toast } from '../../ui/toast';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import type { AddressFieldsFragment, AddressType } from '../../gql/graphql';
import { AddAddressMutation, NearestPincodeQuery, PincodeLookupQuery, UpdateAddressMutation } from './address.documents';
import './addresses.css';
import { t } from '../../i18n/i18n';
import { digitsOnly, isPincodeShape } from '../../ui/indian-formats';
import { REQUIRED_FIELDS_MESSAGE } from '../../ui/form-rules';
import { ensureNoUserErrors, isUserErrorsError } from '../../app/user-errors';

export type SavedAddress = AddressFieldsFragment;

interface FormState {
  fullName: string;
  phone: string;
  pincode: string;
  city: string;
  state: string;
  houseName: string;
  address: string;
  locality: string;
  landmark: string;
  addressType: AddressType;
  isDefault: boolean;
  latitude: number | null;
  longitude: number | null;
}

const REQUIRED: Array<keyof FormState> = ['fullName', 'phone', 'pincode', 'city', 'state', 'houseName', 'address'];

const fromAddress = (a?: SavedAddress | null): FormState => ({
  fullName: a?.fullName ?? '',
  phone: a?.phone ?? '',
  pincode: a?.pincode ?? '',
  city: a?.city ?? '',
  state: a?.state ?? '',
  houseName: a?.houseName ?? '',
  address: a?.address ?? '',
  locality: a?.locality ?? '',
  landmark: a?.landmark ?? '',
  addressType: a?.addressType === 'WORK' ? 'WORK' : 'HOME',
  isDefault: a?.isDefault ?? false,
  latitude: a?.latitude ?? null,
  longitude: a?.longitude ?? null,
});

type FieldErrors = Partial<Record<keyof FormState, string>>;

/** The server's refusal as field errors: its userErrors point at the fields (e.g. a state that is not the pincode's). */
function serverFieldErrors(error: unknown): FieldErrors {
  return isUserErrorsError(error) ? (error.fieldErrors as FieldErrors) : {};
}

/**
 * The add / edit address modal (reused by checkout). Typing a 6-digit pincode fills city and
 * state from the server's pincode table (the server takes the state from the pincode and refuses
 * another one; its message shows under the field); "Use my location" asks the browser for the
 * position and fills the nearest pincode. Saves through GraphQL and keeps the cached address list right.
 */
export function AddressFormDialog({
  open,
  address,
  onClose,
  onSaved,
}: {
  open: boolean;
  address?: SavedAddress | null;
  onClose: () => void;
  onSaved: (address: SavedAddress) => void;
}) {
  const client = useApolloClient();
  const formId = useId();
  const [form, setForm] = useState<FormState>(() => fromAddress(address));
  const [missing, setMissing] = useState<Set<keyof FormState>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [locating, setLocating] = useState(false);
  const [lookupNote, setLookupNote] = useState<string | null>(null);
  const lastLookup = useRef('');
  const editing = Boolean(address);

  const [addAddress, addState] = useMutation(AddAddressMutation, {
    update(cache, { data }) {
      const saved = data?.addAddress.address;
      if (!saved) return;
      const ref = cache.identify(saved);
      cache.modify({
        fields: {
          addresses: (existing: readonly { __ref: string }[] = [], { readField }) => {
            if (saved.isDefault) {
              for (const other of existing) {
                if (other.__ref !== ref && readField('isDefault', other)) cache.modify({ id: other.__ref, fields: { isDefault: () => false } });
              }
            }
            return existing.some((r) => r.__ref === ref) ? existing : saved.isDefault ? [{ __ref: ref! }, ...existing] : [...existing, { __ref: ref! }];
          },
        },
      });
    },
  });
  const [updateAddress, updateState] = useMutation(UpdateAddressMutation, {
    update(cache, { data }) {
      const saved = data?.updateAddress.address;
      if (!saved?.isDefault) return;
      const ref = cache.identify(saved);
      cache.modify({
        fields: {
          addresses: (existing: readonly { __ref: string }[] = [], { readField }) => {
            for (const other of existing) {
              if (other.__ref !== ref && readField('isDefault', other)) cache.modify({ id: other.__ref, fields: { isDefault: () => false } });
            }
            return existing;
          },
        },
      });
    },
  });
  const saving = addState.loading || updateState.loading;

  // A fresh form each time the dialog opens (filled in when editing).
  useEffect(() => {
    if (open) {
      setForm(fromAddress(address));
      setMissing(new Set());
      setServerErrors({});
      setLookupNote(null);
      lastLookup.current = address?.pincode ?? '';
    }
  }, [open, address]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors((errors) => (errors[key] ? { ...errors, [key]: undefined } : errors));
  };

  const lookup = async (pincode: string) => {
    lastLookup.current = pincode;
    try {
      const { data } = await client.query({ query: PincodeLookupQuery, variables: { pincode }, fetchPolicy: 'cache-first' });
      if (lastLookup.current !== pincode) return;
      if (data?.pincode) {
        setForm((f) => ({ ...f, city: data.pincode!.city, state: data.pincode!.state }));
        setServerErrors((errors) => ({ ...errors, state: undefined, city: undefined }));
        setLookupNote(null);
      } else setLookupNote(t('We could not find this pincode. Please check it.'));
    } catch {
      /* the spec: on failure city and state stay as they are */
    }
  };

  const onPincode = (value: string) => {
    const pincode = digitsOnly(value, 6);
    set('pincode', pincode);
    setLookupNote(null);
    if (isPincodeShape(pincode) && pincode !== lastLookup.current) void lookup(pincode);
    if (pincode.length < 6) lastLookup.current = '';
  };

  const locateMe = () => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      toast.error(t('Geolocation is not supported by your browser.'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const { latitude, longitude } = position.coords;
        try {
          const { data } = await client.query({ query: NearestPincodeQuery, variables: { latitude, longitude }, fetchPolicy: 'network-only' });
          const near = data?.nearestPincode;
          if (!near) throw new Error('no pincode');
          lastLookup.current = near.pincode;
          setForm((f) => ({ ...f, pincode: near.pincode, city: near.city, state: near.state, latitude, longitude }));
          setLookupNote(null);
        } catch {
          toast.error(t('Unable to fetch location. Please enable GPS.'));
        } finally {
          setLocating(false);
        }
      },
      () => {
        setLocating(false);
        toast.error(t('Unable to fetch location. Please enable GPS.'));
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = new Set(REQUIRED.filter((key) => !String(form[key] ?? '').trim()));
    setMissing(empty);
    if (empty.size > 0) {
      toast.error(t(REQUIRED_FIELDS_MESSAGE));
      return;
    }
    const input = {
      fullName: form.fullName.trim(),
      phone: form.phone.trim(),
      pincode: form.pincode.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      houseName: form.houseName.trim(),
      address: form.address.trim(),
      locality: form.locality.trim(),
      landmark: form.landmark.trim(),
      addressType: form.addressType,
      isDefault: form.isDefault,
      latitude: form.latitude,
      longitude: form.longitude,
    };
    try {
      if (address) {
        const { data } = await updateAddress({ variables: { id: address.id, input } });
        const saved = ensureNoUserErrors(data?.updateAddress).address;
        toast.success('Address updated successfully!');
        if (saved) onSaved(saved);
      } else {
        const { data } = await addAddress({ variables: { input } });
        const saved = ensureNoUserErrors(data?.addAddress).address;
        toast.success('Address added successfully!');
        if (saved) onSaved(saved);
      }
      onClose();
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      toast.error((error as Error).message || 'Something went wrong!');
    }
  };

  // A required-field error shows only while the field is still empty (it clears as soon as it is
  // filled in); the server's own message for a field (a state that contradicts the pincode) otherwise.
  const err = (key: keyof FormState) => (missing.has(key) && !String(form[key] ?? '').trim() ? t('This field is required.') : (serverErrors[key] ?? null));

  return (
    <Dialog
      open={open}
      title={editing ? t('Edit Address') : t('Add New Address')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? t('Saving…') : editing ? t('Update Address') : t('Save Address')}
          </Button>
        </>
      }
    >
      <form id={formId} className="address-form" noValidate onSubmit={submit}>
        <TextField label={t('Full name')} name="fullName" autoComplete="name" required value={form.fullName} error={err('fullName')} onChange={(e) => set('fullName', e.target.value)} />
        <TextField
          label={t('Mobile number')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          value={form.phone}
          error={err('phone')}
          hint={t('10 digits, e.g. 98765 43210')}
          onChange={(e) => set('phone', e.target.value)}
        />
        <div className="address-form__pin">
          <TextField
            label={t('Pincode')}
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={6}
            value={form.pincode}
            error={err('pincode') ?? lookupNote}
            hint={t('6 digits: fills in city and state')}
            onChange={(e) => onPincode(e.target.value)}
          />
          <Button variant="secondary" small onClick={locateMe} disabled={locating}>
            {locating ? t('Locating…') : t('Use my location')}
          </Button>
        </div>
        <div className="address-form__row">
          <TextField label={t('City')} name="city" autoComplete="address-level2" required value={form.city} error={err('city')} onChange={(e) => set('city', e.target.value)} />
          <TextField label={t('State')} name="state" autoComplete="address-level1" required value={form.state} error={err('state')} onChange={(e) => set('state', e.target.value)} />
        </div>
        <TextField label={t('House / flat no. and building')} name="houseName" required value={form.houseName} error={err('houseName')} onChange={(e) => set('houseName', e.target.value)} />
        <TextField label={t('Address (street, area)')} name="address" autoComplete="street-address" required value={form.address} error={err('address')} onChange={(e) => set('address', e.target.value)} />
        <div className="address-form__row">
          <TextField label={t('Locality')} name="locality" value={form.locality} onChange={(e) => set('locality', e.target.value)} />
          <TextField label={t('Landmark')} name="landmark" value={form.landmark} onChange={(e) => set('landmark', e.target.value)} />
        </div>
        <fieldset className="address-form__type">
          <legend>{t('Address type')}</legend>
          <label>
            <input type="radio" name="addressType" value="Home" checked={form.addressType === 'HOME'} onChange={() => set('addressType', 'HOME')} />{' '}{t('Home')}
          </label>
          <label>
            <input type="radio" name="addressType" value="Work" checked={form.addressType === 'WORK'} onChange={() => set('addressType', 'WORK')} />{' '}{t('Office')}
          </label>
        </fieldset>
        <label className="address-form__default">
          <input type="checkbox" checked={form.isDefault} disabled={Boolean(address?.isDefault)} onChange={(e) => set('isDefault', e.target.checked)} />{' '}{t('Make this my default address')}
        </label>
      </form>
    </Dialog>
  );
}
