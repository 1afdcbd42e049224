import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { SectionsQuery } from '../features/catalog/sections.query';
import { paths } from '../config/paths';

/** Home page (grows into the spec's full home in the catalogue work). */
export default function HomeRoute() {
  const { data } = useQuery(SectionsQuery);
  return (
    <div className="container page">
      <h1>Fashion for every celebration</h1>
      {data?.sections.map((section) => (
        <section key={section.id}>
          <h2 className="section-title">{section.name}</h2>
          <div className="grid">
            {section.categories.map((category) => (
              <Link key={category.id} to={paths.categoryProducts(category.id)} className="card card--padded">
                {category.name}
              </Link>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
