import { Link } from 'react-router';
import { ContentPageView } from './components/content-page.tsx';
import { RichContent } from './components/rich-content.tsx';
import { useQuery } from '@tanstack/react-query';
import { pageQuery } from './api/content-queries.ts';

function Team() {
  const { data } = useQuery(pageQuery('about-team'));
  if (!data) return null;
  return (
    <section className="card" aria-label="Our team" style={{ marginTop: 'var(--space-5)' }}>
      <RichContent html={data.html} />
      <p>
        <Link to="/enterprise/">Hiring? See what we offer companies.</Link>
      </p>
    </section>
  );
}

export default function AboutScreen() {
  return (
    <ContentPageView slug="about" routeId="about">
      <Team />
    </ContentPageView>
  );
}
