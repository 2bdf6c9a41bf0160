// What a workspace screen shows when its job or application is not the
// member's company's (the API answers 404, decision 017) or does not exist.
import { Link } from 'react-router';
import styles from '../hiring.module.css';
import { Head } from './head.tsx';

export function NotFound() {
  return (
    <main id="main" className={styles.page}>
      <Head title="Not found" />
      <h1>Not found</h1>
      <p>This page does not exist, or it belongs to another company&apos;s hiring team.</p>
      <Link to="/hire/">Back to jobs</Link>
    </main>
  );
}
