import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { BagIcon } from '../../ui/icons';

/** Header cart button; opens the mini cart. */
export function CartButton() {
  return (
    <Link to={paths.cart} className="icon-btn" aria-label="Cart">
      <BagIcon />
    </Link>
  );
}
