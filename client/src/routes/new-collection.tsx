import { ListingScreen } from '../features/catalog/ListingScreen';
import { paths } from '../config/paths';

/** New Collection (/new-collection): the filter sidebar and 4-column grid of the NEW_COLLECTION collection. */
export default function NewCollectionRoute() {
  return <ListingScreen title="New Collection" crumbs={[{ label: 'Home', to: paths.home }, { label: 'New Collection' }]} scope={{ collection: 'NEW_COLLECTION' }} />;
}
