import { useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { SectionsQuery } from '../features/catalog/sections.query';
import { ListingScreen } from '../features/catalog/ListingScreen';
import { paths } from '../config/paths';

/**
 * /product-listing/{categoryIdsOrNames}: the header's section links pass comma-joined category
 * names (with the ids in navigation state as a head start); ids work too, and "all" lists the
 * whole store (the home page's deal tiles add ?maxPrice=).
 */
export default function ProductListingRoute() {
  const { categoryIds: param = 'all' } = useParams();
  const state = useLocation().state as { sections?: string; categoryIds?: string[] } | null;
  const { data } = useQuery(SectionsQuery);
  const tokens = param
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const all = tokens.length === 0 || (tokens.length === 1 && tokens[0].toLowerCase() === 'all');
  const sections = data?.sections ?? [];
  const categories = sections.flatMap((s) => s.categories.map((c) => ({ ...c, sectionId: s.id, sectionName: s.name })));

  let ids: string[] | undefined = state?.categoryIds?.length ? state.categoryIds : undefined;
  if (!ids && !all) {
    if (tokens.every((t) => /^\d+$/.test(t))) ids = tokens;
    else if (data) {
      const wanted = tokens.map((t) => t.toLowerCase());
      ids = categories.filter((c) => wanted.includes(c.name.toLowerCase()) || wanted.includes(c.slug.toLowerCase())).map((c) => c.id);
    }
  }
  const section = state?.sections ? sections.find((s) => s.id === state.sections) : ids ? sections.find((s) => ids!.length > 1 && s.categories.length === ids!.length && s.categories.every((c) => ids!.includes(c.id))) : undefined;
  const single = ids?.length === 1 ? categories.find((c) => c.id === ids![0]) : undefined;
  const title = all ? 'All Products' : section ? section.name : single ? single.name : tokens.length <= 3 ? tokens.join(', ') : 'Products';
  const waiting = !all && !ids; // names need the section list to resolve

  return (
    <ListingScreen
      title={title}
      crumbs={[{ label: 'Home', to: paths.home }, { label: 'Shop', to: paths.shop }, { label: title }]}
      scope={all || !ids?.length ? {} : { categoryIds: ids }}
      skip={waiting}
      none={!all && ids != null && ids.length === 0}
    />
  );
}
