import { useSearchParams } from 'react-router-dom';
import { ListingScreen } from '../features/catalog/ListingScreen';
import { paths } from '../config/paths';
import { t } from '../i18n/i18n';

/** Search results (/search?q=): the header search's View All Results, ranked by relevance. */
export default function SearchRoute() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  return (
    <ListingScreen
      title={q ? t('Results for “{query}”', { query: q }) : t('Search')}
      crumbs={[{ label: t('Home'), to: paths.home }, { label: t('Search') }]}
      scope={{ search: q || undefined }}
    />
  );
}
