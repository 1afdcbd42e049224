import { PolicyPage } from '../features/catalog/PolicyPage';

/** Privacy Policy (/privacy-Policy): title and sanitized HTML from the server. */
export default function PrivacyPolicyRoute() {
  return <PolicyPage type="privacy-policy" fallbackTitle="Privacy Policy" />;
}
