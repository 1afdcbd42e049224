/**
 * The messages (and the small rules they go with) that a shopper may see from the server's
 * refusal and from the form's own check before the round trip: one text for both sides. The
 * client re-exports this file (client/src/ui/form-rules.ts), as it does indian-formats.ts. Pure
 * and dependency-free: it must stay importable by the browser bundle. The English text is also
 * the translation key on both sides (client/src/i18n/hi.json, server/src/shared/i18n/messages.hi.ts).
 */

/** Login: the phone box is empty. */
export const PHONE_REQUIRED_MESSAGE = 'Please enter your mobile number.';

/** Login: a one-time code is exactly 6 digits. */
export const OTP_SHAPE_MESSAGE = 'Please enter the 6-digit OTP.';
export const isOtpShape = (input: unknown): input is string => typeof input === 'string' && /^\d{6}$/.test(input);

/** Address form (the spec's text): a required field is empty. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields.';
/** Address form: the contact phone is not a 10-digit mobile number. */
export const INVALID_ADDRESS_PHONE_MESSAGE = 'Please enter a valid 10-digit mobile number.';

/** Profile: the name is empty. */
export const FULL_NAME_REQUIRED_MESSAGE = 'Please enter your full name.';

/** Contact form, field by field. */
export const CONTACT_MESSAGES = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  invalidPhone: 'Please enter a valid 10-digit phone number.',
  emailRequired: 'Email is required.',
  invalidEmail: 'Please enter a valid email address.',
  messageRequired: 'Message is required.',
} as const;

/** Cancelling an order: the reason is empty. */
export const CANCEL_REASON_REQUIRED_MESSAGE = 'Please give a reason for cancelling.';

/** Reviews: the stars and the text. */
export const RATING_RANGE_MESSAGE = 'Choose a rating from 1 to 5 stars.';
export const REVIEW_TEXT_MIN = 10;
/** A template: `{n}` is REVIEW_TEXT_MIN. */
export const REVIEW_TEXT_SHORT_MESSAGE = 'Write at least {n} characters about the product.';

/** Quantity (the spec's text; a template, `{n}` the units available): + pressed at the limit, or more asked than there is. */
export const ONLY_AVAILABLE_MESSAGE = 'Only {n} item(s) available';

/** Add to cart (the spec's text): no size of that colour and label. */
export const VARIANT_NOT_FOUND_MESSAGE = 'Selected variant not found!';

/** Fills `{name}` placeholders (the client's t() does the same after translating). */
export const fillMessage = (template: string, vars: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
