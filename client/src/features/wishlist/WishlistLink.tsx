import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { HeartIcon } from '../../ui/icons';
import { useWishlistState } from './use-wishlist';
import { t } from '../../i18n/i18n';

/** Header link to the wishlist with its count (persisted as `wishlistCount`, right after reloads). */
export function WishlistLink() {
  const { count } = useWishlistState();
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
