import { Link } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { appConfig } from '../../lib/config.ts';
import styles from './footer.module.css';

export function Footer() {
  const { brand, features } = appConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <strong>{brand.name}</strong>
          <p>Where {brand.claim} find their next role at top companies.</p>
        </div>
        <nav aria-label="For candidates" className={styles.column}>
          <h2>Candidates</h2>
          <Link to={pathTo('jobs')}>Search jobs</Link>
          <Link to={pathTo('analyzeResume')}>Free resume analysis</Link>
          <Link to={pathTo('guides')}>Career guides</Link>
          {/* spec 01 §2: refer and earn is offered only when its setting is on */}
          {features.showReferAndEarn && <Link to={pathTo('referAndEarn')}>Refer and earn</Link>}
          <Link to={pathTo('faq')}>FAQ</Link>
        </nav>
        <nav aria-label="Company" className={styles.column}>
          <h2>Company</h2>
          <Link to={pathTo('about')}>About us</Link>
          <Link to={pathTo('enterprise')}>Hire with us</Link>
          <Link to={pathTo('blog')}>Blog</Link>
          <Link to={pathTo('contact')}>Contact us</Link>
          <Link to={pathTo('speakup')}>Speak up</Link>
        </nav>
        <nav aria-label="Legal" className={styles.column}>
          <h2>Legal</h2>
          <Link to={pathTo('privacyPolicy')}>Privacy policy</Link>
          <Link to={pathTo('terms')}>Terms of use</Link>
          <Link to={pathTo('enterpriseTerms')}>Enterprise terms</Link>
        </nav>
      </div>
      <div className={styles.copyright}>
        © {new Date().getFullYear()} {brand.name}. All rights reserved.
      </div>
    </footer>
  );
}
