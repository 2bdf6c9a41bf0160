// A company's name, logo and facts, shared by its jobs page and its profile.
import type { CompanyEvp } from '@talent/contracts/companies';
import styles from '../jobs.module.css';

export function CompanyHeader({ company, heading }: { company: CompanyEvp; heading: string }) {
  return (
    <header className={styles.companyHero}>
      <div className={styles.companyLogo} aria-hidden="true">
        {company.logo_url ? <img src={company.logo_url} alt="" /> : company.name.slice(0, 1)}
      </div>
      <div>
        <h1>{heading}</h1>
        <p className={styles.note}>
          {[company.industry, company.headquarters, company.size && `${company.size} people`]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </header>
  );
}
