import { ListingScreen } from '../features/catalog/ListingScreen';
import { paths } from '../config/paths';
import { t } from '../i18n/i18n';

/** New Arrivals (/new-rivals): the filter sidebar and 4-column grid of the NEW_ARRIVALS collection. */
export default function NewRivalsRoute() {
  return <ListingScreen title={t('New Arrivals')} crumbs={[{ label: t('Home'), to: paths.home }, { label: t('New Arrivals') }]} scope={{ collection: 'NEW_ARRIVALS' }} />;
}
