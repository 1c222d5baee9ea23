import { Suspense, type ReactNode } from 'react';
import { Navigate, NavLink, useNavigate, useParams } from 'react-router-dom';
import { CLIENT_ACCOUNT_PATH } from '@estate/domain';
import { PageHero } from '@/components/PageHero';
import { PageSpinner } from '@/components/PageSpinner';
import { useAccount } from '@/features/clients/account/api/getAccount';
import { useSignOut } from '@/features/clients/account/api/signOut';
import styles from './AccountScreen.module.css';
import { signInPath } from '@/features/clients/signInPath';

/** One tab of the account: its address (/account/{key}; the first is /account itself), its label and its panel. */
export interface AccountTab {
  key: string;
  label: string;
  panel: ReactNode;
}

/**
 * /account and /account/:tab (docs/product/clients.md#client-accounts): a signed-in client's own pages;
 * signed out, the sign-in page, coming back here. The tabs come from the page that composes them.
 */
export function AccountScreen({ tabs }: { tabs: AccountTab[] }) {
  const { tab = tabs[0]!.key } = useParams();
  const account = useAccount();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const tabPath = (key: string) => (key === tabs[0]!.key ? CLIENT_ACCOUNT_PATH : `${CLIENT_ACCOUNT_PATH}/${key}`);
  const current = tabs.find(({ key }) => key === tab);

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
            {tabs.map(({ key, label }) => (
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
