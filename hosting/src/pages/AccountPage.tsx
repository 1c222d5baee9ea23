import { Suspense, type ReactNode } from 'react';
import { Navigate, NavLink, useNavigate, useParams } from 'react-router-dom';
import { CLIENT_ACCOUNT_PATH } from '@estate/domain';
import { PageHero } from '@/components/PageHero';
import { PageSpinner } from '@/components/PageSpinner';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { LazyFavouritesPanel, LazyPrivacyPanel, signInPath, useAccount, useSignOut } from '@/features/clientAccount';
import styles from './AccountPage.module.css';

/** The account's tabs, in order; the first is /account itself (docs/product.md#client-accounts). */
const TABS: { key: string; label: string; panel: ReactNode }[] = [
  { key: 'favourites', label: 'Favourites', panel: <LazyFavouritesPanel /> },
  { key: 'privacy', label: 'Privacy', panel: <LazyPrivacyPanel /> },
];

const tabPath = (key: string) => (key === TABS[0]!.key ? CLIENT_ACCOUNT_PATH : `${CLIENT_ACCOUNT_PATH}/${key}`);

/** /account and /account/:tab: a signed-in client's own pages, rendered in the browser only (never cached). */
export default function AccountPage() {
  usePageMeta({ title: 'Your Account' });
  const { tab = TABS[0]!.key } = useParams();
  const account = useAccount();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const current = TABS.find(({ key }) => key === tab);

  if (account.isPending) return <PageSpinner />;
  if (!account.data) return <Navigate to={signInPath(tabPath(tab))} replace />;
  if (!current) return <Navigate to={CLIENT_ACCOUNT_PATH} replace />;

  return (
    <>
      <PageHero eyebrow="Your Account" title={current.label} subtitle={account.data.email}>
        <button type="button" className={styles.signOut} onClick={() => signOut.mutate(undefined, { onSuccess: () => void navigate('/') })}>
          Sign out
        </button>
      </PageHero>
      <div className={styles.layout}>
        <nav aria-label="Your account">
          <ul className={styles.tabs}>
            {TABS.map(({ key, label }) => (
              <li key={key}>
                <NavLink to={tabPath(key)} end className={styles.tab}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Suspense fallback={<PageSpinner />}>{current.panel}</Suspense>
      </div>
    </>
  );
}
