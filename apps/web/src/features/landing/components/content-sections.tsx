// The operator's content on the landing pages: announcement banners and
// promotional cards for a placement (home, talent).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { bannersQuery, promotionalCardsQuery } from '../api/content-queries.ts';
import styles from '../landing.module.css';

/** A link from operator content: in-app paths stay in the app, others open as plain links. */
function ContentLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function Banners({ placement }: { placement: string }) {
  const { data } = useQuery(bannersQuery(placement));
  if (!data?.length) return null;
  return (
    <section aria-label="Announcements" className={styles.banners}>
      {data.map((banner) => (
        <div key={banner.id} className={styles.banner}>
          <strong>{banner.title}</strong>
          {banner.body && <span> {banner.body}</span>}
          {banner.link_url && (
            <>
              {' '}
              <ContentLink href={banner.link_url}>{banner.link_text ?? 'Learn more'}</ContentLink>
            </>
          )}
        </div>
      ))}
    </section>
  );
}

export function PromotionalCards({ placement }: { placement: string }) {
  const { data } = useQuery(promotionalCardsQuery(placement));
  if (!data?.length) return null;
  return (
    <section aria-label="Featured" className={styles.section}>
      <ul className={styles.promos}>
        {data.map((card) => (
          <li key={card.id} className={styles.promo}>
            {card.image_url && <img src={card.image_url} alt="" loading="lazy" decoding="async" />}
            <h3>{card.title}</h3>
            {card.body && <p>{card.body}</p>}
            {card.link_url && <ContentLink href={card.link_url}>{card.link_text ?? 'Learn more'}</ContentLink>}
          </li>
        ))}
      </ul>
    </section>
  );
}
