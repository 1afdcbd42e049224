/**
 * CONTRACT (product page): the pincode delivery check. The input keeps digits only (at most 6);
 * the answer is one of the spec's messages: empty, invalid, deliverable with the date, or
 * undeliverable.
 */
import { useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button } from '../../ui/Button';
import { CheckPincodeQuery } from './delivery.documents';
import './delivery.css';

export const PINCODE_EMPTY = 'Please Provide a valid 6 digit code.';
export const PINCODE_INVALID = 'Please enter a valid 6-digit pincode.';
export const PINCODE_UNDELIVERABLE = "Sorry, we're unable to deliver to this location. Try updating your delivery address.";
export const expectedDelivery = (date: Date) =>
  `Expected delivery by ${date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' })}`;

type Answer = { tone: 'error' | 'ok'; text: string; cod?: boolean | null } | null;

export function PincodeCheck() {
  const id = useId();
  const client = useApolloClient();
  const [pincode, setPincode] = useState('');
  const [answer, setAnswer] = useState<Answer>(null);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    if (!pincode.trim()) return setAnswer({ tone: 'error', text: PINCODE_EMPTY });
    if (!/^\d{6}$/.test(pincode)) return setAnswer({ tone: 'error', text: PINCODE_INVALID });
    setChecking(true);
    try {
      const { data } = await client.query({ query: CheckPincodeQuery, variables: { pincode } });
      const result = data?.checkPincode;
      if (result?.deliverable && result.estimatedDate) setAnswer({ tone: 'ok', text: expectedDelivery(new Date(result.estimatedDate)), cod: result.codAvailable });
      else setAnswer({ tone: 'error', text: PINCODE_UNDELIVERABLE });
    } catch {
      setAnswer({ tone: 'error', text: PINCODE_UNDELIVERABLE });
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="pincode-check" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pincode-check__title">
        Check delivery
      </h2>
      <form
        className="pincode-check__row"
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          Pincode
        </label>
        <input
          id={id}
          className="field__input"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Enter pincode"
          value={pincode}
          maxLength={6}
          aria-describedby={answer ? `${id}-answer` : undefined}
          onChange={(e) => setPincode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <Button type="submit" variant="secondary" disabled={checking}>
          Check
        </Button>
      </form>
      {answer && (
        <p id={`${id}-answer`} className={`pincode-check__answer pincode-check__answer--${answer.tone}`} role="status">
          {answer.text}
          {answer.tone === 'ok' && answer.cod === false && <span className="pincode-check__cod"> Cash on delivery is not available here.</span>}
        </p>
      )}
    </section>
  );
}
