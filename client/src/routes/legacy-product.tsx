import { Navigate, useLocation, useParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../ui/use-document-title';

/** /product/{id} (the home page's seller cards in the spec) → /product-details/{id}. */
export default function LegacyProductRoute() {
  useDocumentTitle(null);
  const { id = '' } = useParams();
  const location = useLocation();
  return <Navigate to={paths.productDetails(id)} state={location.state} replace />;
}
