import { Link } from 'react-router-dom';
import { AGENCY, CLIENT_ACCOUNT_PATH, SIGN_IN_LINK_MINUTES } from '@estate/domain';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import styles from './PrivacyPage.module.css';

/** docs/product/clients.md#your-data: what the site collects and why, in plain words. The same page for everyone. */
export default function PrivacyPage() {
  usePageMeta({
    title: 'Privacy',
    description: `What ${AGENCY.name} keeps about you, why, for how long, and how to download or delete it yourself.`,
  });
  return (
    <>
      <PageHero eyebrow="Your Data" title="Privacy" subtitle="What we keep about you, why, and how you take it or erase it yourself." />
      <div className={styles.prose}>
        <h2>When you send us a form</h2>
        <p>
          An inquiry, a showing request or a report request keeps what you typed (name, email, phone, message) so an agent can answer you.
          Nothing else about your visit is stored with it.
        </p>
        <h2>If you open an account</h2>
        <p>
          An account needs only your email address: we send you a sign-in link that works once, for {SIGN_IN_LINK_MINUTES} minutes, instead
          of a password. With it you keep favourite homes and private notes, save searches and choose how often we email you about them.
          Opening an account tells our team that you did, so an agent can help.
        </p>
        <ul>
          <li>
            <strong>Notes</strong> on your favourites are private. A favourite you choose to share shows, with its note, to your agent.
          </li>
          <li>
            <strong>Alerts</strong> go only for the searches and homes you saved, at the frequency you chose; every alert has a link that
            stops it at once.
          </li>
          <li>
            <strong>The homes you view</strong> are recorded only if you turn that on in your account, and are shown to your agent so they
            can suggest homes like them. Turning it off deletes what was recorded. Off is the default.
          </li>
        </ul>
        <h2>Cookies</h2>
        <p>
          A signed-in session uses one cookie that keeps you signed in, and a second that tells the pages you are signed in. There are no
          advertising or tracking cookies on this site.
        </p>
        <h2>Your data in your hands</h2>
        <p>
          In <Link to={`${CLIENT_ACCOUNT_PATH}/privacy`}>your account's Privacy tab</Link> you see everything we store about you, download
          it all as a file, withdraw your consent, and delete your account. Deleting it erases your account, favourites, notes, saved
          searches, alerts, recorded views and consents; the inquiries you sent stay with the agency without your name, email or phone. We
          keep only a note that a deletion happened, and when.
        </p>
        <h2>Questions</h2>
        <p>
          Write to <a href={`mailto:${AGENCY.email}`}>{AGENCY.email}</a> or call {AGENCY.phone}.
        </p>
      </div>
    </>
  );
}
