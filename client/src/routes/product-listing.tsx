import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useSections } from '../features/catalog/use-sections';
import { ListingScreen } from '../features/catalog/ListingScreen';
import { paths } from '../config/paths';
import { formatRupees } from '../ui/format';

import { t } from '../i18n/i18n';
/**
 * /product-listing/{categoryIdsOrNames}: the header's section links pass comma-joined category
 * names (with the ids in navigation state as a head start); ids work too, and "all" lists the
 * whole store (the home page's deal tiles add ?maxPrice=).
 */
export default function ProductListingRoute() {
  const { categoryIds: param = 'all' } = useParams();
  const state = useLocation().state as { sections?: string; categoryIds?: string[] } | null;
  const [params] = useSearchParams();
  // A prerendered listing carries the sections: the title is right from the first render.
  const known = useSections();
  const tokens = param
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const all = tokens.length === 0 || (tokens.length === 1 && tokens[0].toLowerCase() === 'all');
  const sections = known ?? [];
  const categories = sections.flatMap((s) => s.categories.map((c) => ({ ...c, sectionId: s.id, sectionName: s.name })));

  let ids: string[] | undefined = state?.categoryIds?.length ? state.categoryIds : undefined;
  if (!ids && !all) {
    if (tokens.every((t) => /^\d+$/.test(t))) ids = tokens;
    else if (known) {
      const wanted = tokens.map((t) => t.toLowerCase());
      ids = categories.filter((c) => wanted.includes(c.name.toLowerCase()) || wanted.includes(c.slug.toLowerCase())).map((c) => c.id);
    }
  }
  const section = state?.sections ? sections.find((s) => s.id === state.sections) : ids ? sections.find((s) => ids!.length > 1 && s.categories.length === ids!.length && s.categories.every((c) => ids!.includes(c.id))) : undefined;
  const single = ids?.length === 1 ? categories.find((c) => c.id === ids![0]) : undefined;
  // The home page's "Grab Deals Under ₹X" tiles open /product-listing/all?maxPrice=X.
  const dealCap = all ? Number(params.get('maxPrice')) : 0;
  const allTitle = dealCap > 0 ? t('Deals Under {price}', { price: formatRupees(dealCap).replace(/\.00$/, '') }) : t('All Products');
  const title = all ? allTitle : section ? section.name : single ? single.name : tokens.length <= 3 ? tokens.join(', ') : 'Products';
  const waiting = !all && !ids; // names need the section list to resolve

  return (
    <ListingScreen
      title={title}
      crumbs={[{ label: t('Home'), to: paths.home }, { label: t('Shop'), to: paths.shop }, { label: title }]}
      scope={all || !ids?.length ? {} : { categoryIds: ids }}
      skip={waiting}
      none={!all && ids != null && ids.length === 0}
    />
  );
}
