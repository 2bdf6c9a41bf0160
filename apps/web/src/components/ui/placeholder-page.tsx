// A page the specification names without describing: a proper page that says
// what it will hold, never a blank screen.
import { Link } from 'react-router';
import { PageHead } from './page-head.tsx';

export interface PlaceholderPageProps {
  title: string;
  summary: string;
  indexable?: boolean;
}

export function PlaceholderPage({ title, summary, indexable }: PlaceholderPageProps) {
  return (
    <main id="main" className="page">
      <PageHead title={title} indexable={indexable} />
      <div className="card">
        <h1>{title}</h1>
        <p>{summary}</p>
        <p>
          <Link to="/jobs/">Browse open jobs</Link> or go back to the <Link to="/talent/">candidate home page</Link>.
        </p>
      </div>
    </main>
  );
}
