import { ListingScreen } from '../features/catalog/ListingScreen';
import { paths } from '../config/paths';
import { t } from '../i18n/i18n';

/** New Collection (/new-collection): the filter sidebar and 4-column grid of the NEW_COLLECTION collection. */
export default function NewCollectionRoute() {
  return <ListingScreen title={t('New Collection')} crumbs={[{ label: t('Home'), to: paths.home }, { label: t('New Collection') }]} scope={{ collection: 'NEW_COLLECTION' }} />;
}
