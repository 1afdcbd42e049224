import { useSearchParams } from 'react-router-dom';
import { ListingScreen } from '../features/catalog/ListingScreen';
import { paths } from '../config/paths';

/** Search results (/search?q=): the header search's View All Results, ranked by relevance. */
export default function SearchRoute() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  return (
    <ListingScreen
      title={q ? `Results for “${q}”` : 'Search'}
      crumbs={[{ label: 'Home', to: paths.home }, { label: 'Search' }]}
      scope={{ search: q || undefined }}
    />
  );
}
