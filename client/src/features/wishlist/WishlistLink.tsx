import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { HeartIcon } from '../../ui/icons';

/** Header link to the wishlist with its count (spec: stored under `wishlistCount`). */
export function WishlistLink() {
  const count = Number(localStorage.getItem('wishlistCount') ?? 0) || 0;
  return (
    <Link to={paths.wishlist} className="icon-btn" aria-label={`Wishlist, ${count} items`}>
      <HeartIcon />
      {count > 0 && <span className="count-badge">{count}</span>}
    </Link>
  );
}
