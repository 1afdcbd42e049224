/**
 * The one rule for a link staff put on the shop (banners and every other merchandising link
 * field): a page of this store ("/offers-listing?x=1") or an https address, nothing else.
 *
 * A browser reads "//host" and "/\host" as another site, and drops tabs and newlines inside a URL
 * before reading it ("/\t/host" is "//host"), so a same-site path is one slash followed by
 * anything but a slash or backslash, with no whitespace, control character or backslash anywhere.
 * An https address must parse as one, with a host and no user:password part (a link that reads as
 * "https://kapda.in@evil.example" goes to evil.example).
 */
export const SAFE_LINK_MAX_LENGTH = 300;

export function isSafeLink(link: string): boolean {
  if (typeof link !== 'string' || link.length === 0 || link.length > SAFE_LINK_MAX_LENGTH) return false;
  // Whitespace, control characters, backslashes and quotes/angle brackets are never part of a link we show.
  if (/[\s\\"'<>]/.test(link) || [...link].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https:\/\/[^/]/.test(link)) return false;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** A stored link as the shop may use it: itself when safe, else '' (the shop's default target). */
export const safeLinkOrEmpty = (link: string | null | undefined): string => (link && isSafeLink(link) ? link : '');
