import { useNavigate } from 'react-router-dom';
import { HeartIcon } from '../../ui/icons';
import { paths } from '../../config/paths';
import { useLoginRedirectState } from '../session/RequireLogin';
import { useWishlistState } from './use-wishlist';
import { useToggleWishlist } from './use-toggle-wishlist';
import './wishlist.css';
import { t } from '../../i18n/i18n';

/**
 * The heart toggle on product cards, the product page and the wishlist page. Visitors are sent
 * to /user-login (and come back after logging in); failures show the spec's alert.
 */
export function WishlistButton({ productId, className }: { productId: string; className?: string }) {
  const navigate = useNavigate();
  const loginState = useLoginRedirectState();
  const state = useWishlistState();
  const toggle = useToggleWishlist();
  const saved = state.productIds.includes(productId);

  const onClick = async (event: React.MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!state.loggedIn) {
      navigate(paths.login, { state: loginState });
      return;
    }
    try {
      await toggle(productId, state);
    } catch {
      window.alert('Failed to update wishlist. Please try again.');
    }
  };

  return (
    <button
      type="button"
      className={['wish-btn', saved && 'wish-btn--on', className].filter(Boolean).join(' ')}
      aria-pressed={saved}
      aria-label={saved ? t('Remove from wishlist') : t('Add to wishlist')}
      title={saved ? t('Remove from wishlist') : t('Add to wishlist')}
      onClick={onClick}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
