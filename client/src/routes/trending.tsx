import { ListingScreen } from '../features/catalog/ListingScreen';
import { paths } from '../config/paths';

/** Trending Now (/trending): the filter sidebar and 4-column grid of the TRENDING collection. */
export default function TrendingRoute() {
  return <ListingScreen title="Trending Now" crumbs={[{ label: 'Home', to: paths.home }, { label: 'Trending Now' }]} scope={{ collection: 'TRENDING' }} />;
}
