import { useState } from 'react';
import { toast } from '../ui/toast';

/**
 * "Show more" under a cursor list (the field policy of app/cursor-pages.ts appends the page):
 * fetches the page after `endCursor`, with a loading flag for the button. A failed fetch shows
 * `failMessage` when given (the button stays, so the next click tries again).
 */
export function useShowMore(
  endCursor: string | null | undefined,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
  failMessage?: string,
): { showMore: () => Promise<void>; loadingMore: boolean } {
  const [loadingMore, setLoadingMore] = useState(false);
  const showMore = async () => {
    if (!endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: endCursor } });
    } catch {
      if (failMessage) toast.error(failMessage);
    } finally {
      setLoadingMore(false);
    }
  };
  return { showMore, loadingMore };
}
