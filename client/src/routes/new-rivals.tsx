import { ListingScreen } from '../features/catalog/ListingScreen';
import { paths } from '../config/paths';

/** New Arrivals (/new-rivals): the filter sidebar and 4-column grid of the NEW_ARRIVALS collection. */
export default function NewRivalsRoute() {
  return <ListingScreen title="New Arrivals" crumbs={[{ label: 'Home', to: paths.home }, { label: 'New Arrivals' }]} scope={{ collection: 'NEW_ARRIVALS' }} />;
}
