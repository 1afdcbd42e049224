import { ListingScreen } from '../features/catalog/ListingScreen';
import { paths } from '../config/paths';
import { t } from '../i18n/i18n';

/** Trending Now (/trending): the filter sidebar and 4-column grid of the TRENDING collection. */
export default function TrendingRoute() {
  return <ListingScreen title={t('Trending Now')} crumbs={[{ label: t('Home'), to: paths.home }, { label: t('Trending Now') }]} scope={{ collection: 'TRENDING' }} />;
}
