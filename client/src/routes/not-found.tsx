import { ButtonLink } from '../ui/Button';
import { paths } from '../config/paths';

export default function NotFoundRoute() {
  return (
    <div className="container page state">
      <h1>Page not found</h1>
      <p>We couldn't find that page. It may have moved, or the link may be mistyped.</p>
      <ButtonLink to={paths.home}>Continue shopping</ButtonLink>
    </div>
  );
}
