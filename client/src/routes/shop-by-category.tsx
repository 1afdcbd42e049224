import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { paths } from '../config/paths';
import { Breadcrumb } from '../ui/Breadcrumb';
import { EmptyState, ErrorState, Loading } from '../ui/States';
import '../features/catalog/catalog.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';

const ShopCategoriesQuery = graphql(`
  query ShopCategories {
    categories {
      id
      name
      image
      sectionId
    }
    sections {
      id
      name
    }
  }
`);

/** Shop (/shop-by-category): every category as an image tile, grouped by section. */
export default function ShopByCategoryRoute() {
  useDocumentTitle('Shop by Category');
  const { data, loading, error } = useQuery(ShopCategoriesQuery);
  const sections = data?.sections ?? [];
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('Shop') }]} />
      <h1>{t('Shop by Category')}</h1>
      {loading && !data ? (
        <Loading />
      ) : error && !data ? (
        <ErrorState text={t('Failed to fetch data')} />
      ) : !data?.categories.length ? (
        <EmptyState title={t('No categories found')} />
      ) : (
        sections.map((section) => {
          const categories = data.categories.filter((c) => c.sectionId === section.id);
          if (!categories.length) return null;
          return (
            <section key={section.id} aria-labelledby={`shop-${section.id}`}>
              <h2 className="section-title" id={`shop-${section.id}`}>
                {section.name}
              </h2>
              <ul className="tiles" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {categories.map((category, index) => (
                  <li key={category.id}>
                    <Link to={paths.categoryProducts(category.id)} className="tile">
                      <img src={category.image} alt="" width={400} height={400} loading={index < 4 ? 'eager' : 'lazy'} />
                      <span className="tile__name">{category.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
