import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { CLIENT_ACCOUNT_PATH, PRIVACY_PATH } from '@estate/domain';
import { PageHero } from '@/components/PageHero';
import { useAccount } from '@/features/clients/account/api/getAccount';
import { SignInCompletion } from './SignInCompletion';
import { SignInRequestForm } from './SignInRequestForm';
import styles from './AccountScreen.module.css';

/** Only a path on this site: `next` never sends a visitor elsewhere. */
const localPath = (next: string | null) => (next && /^\/(?!\/)/.test(next) ? next : undefined);

/**
 * /account/sign-in (docs/product/clients.md#client-accounts): asks for an email link, and finishes the
 * sign-in when the link comes back with its code. No password, no registration form.
 */
export function SignInScreen() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const next = localPath(params.get('next'));
  const account = useAccount();

  if (!code && account.data) return <Navigate to={next ?? CLIENT_ACCOUNT_PATH} replace />;
  return (
    <>
      <PageHero
        eyebrow="Your Account"
        title="Sign in"
        subtitle="Keep favourite homes, save searches and hear first when something matches. No password: we email you a link."
      />
      <div className={styles.narrow}>
        {code ? <SignInCompletion code={code} /> : <SignInRequestForm next={next} />}
        <p>
          What we keep and why: <Link to={PRIVACY_PATH}>our privacy notice</Link>. Staff sign in at <Link to="/auth">the staff login</Link>.
        </p>
      </div>
    </>
  );
}
