import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { AGENCY, HERO_PHOTOS } from '@estate/domain';
import { Suspense } from 'react';
import { LoadingPlaceholder } from '@/components/LoadingPlaceholder';
import { MapEmbed } from '@/components/MapEmbed';
import { PageHero } from '@/components/PageHero';
import { agencyData } from '@/components/pageMeta/structuredData/agency';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import styles from './ContactPage.module.css';
import { LazyContactForm } from '@/features/leads';
import { Glyph } from '@/components/glyphs/Glyph';

// The form is the page's main content, so the server renders it and the browser hydrates it once
// its code (native fields, react-hook-form, yup) has loaded; until then its fields take no input
// and its submit button stays disabled (LeadSubmitButton).

const telHref = `tel:${AGENCY.phone.replace(/[^\d+]/g, '')}`;

const CONTACT_BLOCKS = [
  {
    title: 'Our Office',
    icon: <Glyph icon={EnvironmentOutlined} />,
    content: <address className={styles.address}>{AGENCY.address}</address>,
  },
  { title: 'Phone', icon: <Glyph icon={PhoneOutlined} />, content: <a href={telHref}>{AGENCY.phone}</a> },
  { title: 'Email', icon: <Glyph icon={MailOutlined} />, content: <a href={`mailto:${AGENCY.email}`}>{AGENCY.email}</a> },
  { title: 'Office Hours', icon: <Glyph icon={ClockCircleOutlined} />, content: <p>{AGENCY.contactPageHours}</p> },
];

/** docs/product/site.md#contact: the message form, the office's address, phone, email and hours, and a map. */
export default function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description:
      'Call, email or visit Queen City Estates at 312 Walnut Street in downtown Cincinnati, or send us a message: an agent answers within one business day.',
    structuredData: (origin) => [agencyData(origin)],
  });
  return (
    <>
      <PageHero
        eyebrow="Get in Touch"
        title="Contact Us"
        subtitle="Questions about buying, selling or investing in Cincinnati? Our team is here to help."
        image={HERO_PHOTOS['hero-1.svg']}
      />
      <div className={styles.layout}>
        <section aria-labelledby="contact-form-heading" className={styles.formCard}>
          <h2 id="contact-form-heading" className={styles.title}>
            Send Us a Message
          </h2>
          <p className={styles.intro}>Fill out the form and an agent will get back to you within one business day.</p>
          <Suspense fallback={<LoadingPlaceholder label="Loading the form" className={styles.formPlaceholder} />}>
            <LazyContactForm />
          </Suspense>
          <noscript>
            <p className={styles.noscript}>
              Sending the form needs JavaScript. Call us at <a href={telHref}>{AGENCY.phone}</a> or email{' '}
              <a href={`mailto:${AGENCY.email}`}>{AGENCY.email}</a> instead.
            </p>
          </noscript>
        </section>
        <aside aria-labelledby="contact-details-heading" className={styles.details}>
          <h2 id="contact-details-heading" className={styles.title}>
            Contact Information
          </h2>
          <ul className={styles.blocks}>
            {CONTACT_BLOCKS.map((block) => (
              <li key={block.title} className={styles.block}>
                <span className={styles.icon} aria-hidden="true">
                  {block.icon}
                </span>
                <div>
                  <h3 className={styles.blockTitle}>{block.title}</h3>
                  {block.content}
                </div>
              </li>
            ))}
          </ul>
          <MapEmbed query={AGENCY.address} title={`Map of our office at ${AGENCY.address}`} height={300} />
        </aside>
      </div>
    </>
  );
}
