import { PolicyPage } from '../features/catalog/PolicyPage';

/** Terms & Conditions (/terms-condition): title and sanitized HTML from the server. */
export default function TermsConditionRoute() {
  return <PolicyPage type="terms" fallbackTitle="Terms & Conditions" />;
}
