import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { HeartIcon } from '../../ui/icons';
import { useSession } from '../session/session-store';
import { useWishlistState } from './use-wishlist';
import { t } from '../../i18n/i18n';

/**
 * Header link to the wishlist with its count (persisted as `wishlistCount`, right after reloads).
 * A visitor's count is 0 (the spec) and needs no wishlist query: every first view renders this
 * link, and an Apollo watch, even a skipped one, costs a phone's start-up its document processing.
 */
export function WishlistLink() {
  return useSession() ? <ShopperWishlistLink /> : <WishlistCountLink count={0} />;
}

function ShopperWishlistLink() {
  const { count } = useWishlistState();
  return <WishlistCountLink count={count} />;
}

function WishlistCountLink({ count }: { count: number }) {
  return (
    <Link to={paths.wishlist} className="icon-btn" aria-label={t('Wishlist, {count} items', { count })} data-testid="wishlist-link">
      <HeartIcon />
      {count > 0 && (
        <span className="count-badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
