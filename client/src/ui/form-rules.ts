/**
 * The messages (and small rules) a form shows before the round trip: the server's own file
 * (server/src/shared/form-rules.ts), so the form's check and the server's refusal say the same.
 * Pass them through t() like any text (the English text is the key).
 */
export * from '../../../server/src/shared/form-rules';
