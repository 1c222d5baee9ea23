import FacebookFilled from '@ant-design/icons-svg/es/asn/FacebookFilled';
import InstagramOutlined from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import LinkedinFilled from '@ant-design/icons-svg/es/asn/LinkedinFilled';
import XOutlined from '@ant-design/icons-svg/es/asn/XOutlined';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AGENCY, PRIVACY_PATH } from '@estate/domain';
import { EmailSignupForm } from '@/components/EmailSignupForm';
import { QUICK_LINKS } from './navigation';
import styles from './SiteFooter.module.css';
import { Glyph } from '@/components/glyphs/Glyph';

// Placeholders: these links have no destination yet (docs/product/site.md#shell).
const SOCIAL_LINKS = [
  { label: 'Facebook', icon: <Glyph icon={FacebookFilled} /> },
  { label: 'Instagram', icon: <Glyph icon={InstagramOutlined} /> },
  { label: 'LinkedIn', icon: <Glyph icon={LinkedinFilled} /> },
  { label: 'X (Twitter)', icon: <Glyph icon={XOutlined} /> },
] as const;
/** The legal links; a page that does not exist yet stays a placeholder ('#'). */
const LEGAL_LINKS = [
  { label: 'Privacy Policy', href: PRIVACY_PATH },
  { label: 'Terms of Service', href: '#' },
  { label: 'Sitemap', href: '#' },
] as const;

/** docs/product/site.md#shell: brand blurb, Quick Links, contact block, newsletter, social and legal links. */
export function SiteFooter() {
  const id = useId();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby={`${id}-brand`}>
          <h2 id={`${id}-brand`} className={styles.brand}>
            {AGENCY.name}
          </h2>
          <p className={styles.blurb}>
            Cincinnati&apos;s luxury real estate specialists. From Hyde Park estates to Over-the-Rhine lofts, we guide buyers, sellers and
            investors with local insight and discreet, personal service.
          </p>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map(({ label, icon }) => (
              <li key={label}>
                <a href="#" aria-label={label} className={styles.socialLink}>
                  {icon}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby={`${id}-quick`}>
          <h2 id={`${id}-quick`} className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map(({ to, label }) => (
              <li key={label}>
                <Link to={to} className={styles.link}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`} className={styles.heading}>
            Contact Us
          </h2>
          <address className={styles.address}>
            <p>{AGENCY.address}</p>
            <p>
              <a href={`tel:${AGENCY.phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
                {AGENCY.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${AGENCY.email}`} className={styles.link}>
                {AGENCY.email}
              </a>
            </p>
          </address>
          <ul className={styles.hours} aria-label="Office hours">
            {AGENCY.hours.map((hours) => (
              <li key={hours}>{hours}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${id}-newsletter`}>
          <h2 id={`${id}-newsletter`} className={styles.heading}>
            Newsletter
          </h2>
          <p className={styles.blurb}>Market updates and new listings, once a month.</p>
          <EmailSignupForm
            id={id}
            buttonLabel="Subscribe"
            classNames={{ form: styles.newsletter, input: styles.input, button: styles.subscribe }}
          />
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          &copy; {new Date().getFullYear()} {AGENCY.name}. All rights reserved.
        </p>
        <ul className={styles.legal}>
          {LEGAL_LINKS.map(({ label, href }) => (
            <li key={label}>
              <a href={href} className={styles.link}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
