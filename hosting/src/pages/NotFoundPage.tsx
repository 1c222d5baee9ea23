import { Link } from 'react-router-dom';
import { useHttpStatus } from '@/components/pageMeta/useHttpStatus';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import styles from './NotFoundPage.module.css';

/** docs/product/site.md#not-found: anything that is not a route. */
export default function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found' });
  useHttpStatus(404);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        Page Not Found
      </h1>
      <p className={styles.text}>The page you&apos;re looking for doesn&apos;t exist or has moved.</p>
      <Link to="/" className={styles.primary}>
        Back to Home
      </Link>
      <p className={styles.more}>
        Or browse our <Link to="/properties">Properties</Link> or <Link to="/contact">Contact</Link> our team.
      </p>
    </section>
  );
}
