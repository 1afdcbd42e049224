import { useNavigate } from 'react-router-dom';
import { HeartIcon } from '../../ui/icons';
import { paths } from '../../config/paths';
import { useLoginRedirectState } from '../session/RequireLogin';
import { useSession } from '../session/session-store';
import { useWishlistState } from './use-wishlist';
import { useToggleWishlist } from './use-toggle-wishlist';
import './wishlist.css';
import { t } from '../../i18n/i18n';

/**
 * The heart toggle on product cards, the product page and the wishlist page. Visitors are sent
 * to /user-login (and come back after logging in); failures show the spec's alert.
 *
 * A visitor's heart is never on and needs no wishlist query or mutation: a listing renders 20 of
 * them on its first view, and 20 Apollo watches were ≈ 20 ms of a phone's start-up at 4× (#17).
 */
export function WishlistButton({ productId, className }: { productId: string; className?: string }) {
  const session = useSession();
  return session ? <ShopperWishlistButton productId={productId} className={className} /> : <VisitorWishlistButton className={className} />;
}

function VisitorWishlistButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const loginState = useLoginRedirectState();
  const onClick = (event: React.MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    navigate(paths.login, { state: loginState });
  };
  return <HeartButton saved={false} className={className} onClick={onClick} />;
}

function ShopperWishlistButton({ productId, className }: { productId: string; className?: string }) {
  const state = useWishlistState();
  const toggle = useToggleWishlist();
  const saved = state.productIds.includes(productId);

  const onClick = async (event: React.MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    try {
      await toggle(productId, state);
    } catch {
      window.alert('Failed to update wishlist. Please try again.');
    }
  };
  return <HeartButton saved={saved} className={className} onClick={onClick} />;
}

function HeartButton({ saved, className, onClick }: { saved: boolean; className?: string; onClick: (event: React.MouseEvent) => void }) {
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
