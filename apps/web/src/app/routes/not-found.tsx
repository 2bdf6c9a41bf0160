// Any path no route matches (spec 01 §2 lookup order, last step).
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
