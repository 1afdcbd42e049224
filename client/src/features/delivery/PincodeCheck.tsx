/**
 * CONTRACT (product page): the pincode delivery check. The input keeps digits only (at most 6);
 * the answer is the server's message (the spec's: empty, invalid, deliverable with the date, or
 * undeliverable), in the shopper's language.
 */
import { useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Button } from '../../ui/Button';
import { CheckPincodeQuery } from './delivery.documents';
import './delivery.css';
import { t } from '../../i18n/i18n';
import { digitsOnly } from '../../ui/indian-formats';

type Answer = { tone: 'error' | 'ok'; text: string; cod?: boolean | null } | null;

export function PincodeCheck() {
  const id = useId();
  const client = useApolloClient();
  const [pincode, setPincode] = useState('');
  const [answer, setAnswer] = useState<Answer>(null);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    // The server checks the shape too and answers the spec's sentence for an empty or malformed pincode.
    setChecking(true);
    try {
      const { data } = await client.query({ query: CheckPincodeQuery, variables: { pincode }, fetchPolicy: 'network-only' });
      const result = data!.checkPincode;
      setAnswer({ tone: result.deliverable ? 'ok' : 'error', text: result.message, cod: result.codAvailable });
    } catch (error) {
      setAnswer({ tone: 'error', text: CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? t('Something went wrong!')) : t('Something went wrong!') });
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="pincode-check" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pincode-check__title">
        {t('Check delivery')}
      </h2>
      <form
        className="pincode-check__row"
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('Pincode')}
        </label>
        <input
          id={id}
          className="field__input"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t('Enter pincode')}
          value={pincode}
          maxLength={6}
          aria-describedby={answer ? `${id}-answer` : undefined}
          onChange={(e) => setPincode(digitsOnly(e.target.value, 6))}
        />
        <Button type="submit" variant="secondary" disabled={checking}>
          {t('Check')}
        </Button>
      </form>
      {answer && (
        <p id={`${id}-answer`} className={`pincode-check__answer pincode-check__answer--${answer.tone}`} role="status">
          {answer.text}
          {answer.tone === 'ok' && answer.cod === false && <span className="pincode-check__cod">{' '}{t('Cash on delivery is not available here.')}</span>}
        </p>
      )}
    </section>
  );
}
