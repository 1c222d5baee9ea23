import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import KeyOutlined from '@ant-design/icons-svg/es/asn/KeyOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { HERO_PHOTOS } from '@estate/domain';
import { useSearchParams } from 'react-router-dom';
import { BrowserOnly } from '@/components/BrowserOnly';
import { LoadingPlaceholder } from '@/components/LoadingPlaceholder';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { LinkButton } from '@/components/LinkButton';
import styles from './ScheduleShowingPage.module.css';
import { LazyShowingForm } from '@/features/showings';
import { Glyph } from '@/components/glyphs/Glyph';

const REASONS = [
  {
    icon: <Glyph icon={KeyOutlined} />,
    title: 'Undivided attention',
    text: 'Walk through at your own pace with an agent who knows the home, its history and its neighborhood.',
  },
  {
    icon: <Glyph icon={SafetyOutlined} />,
    title: 'Complete discretion',
    text: 'Private appointments keep your search confidential, away from open-house crowds.',
  },
  {
    icon: <Glyph icon={TeamOutlined} />,
    title: 'Expert insight',
    text: 'Ask about recent sales, construction quality and what similar homes in the area command.',
  },
  {
    icon: <Glyph icon={CalendarOutlined} />,
    title: 'On your schedule',
    text: 'Showings Monday through Saturday, 9:00 AM to 5:00 PM, arranged around your day.',
  },
];

const TIPS = [
  {
    icon: <Glyph icon={FileTextOutlined} />,
    text: 'Bring a mortgage pre-approval or proof of funds, so you can act quickly on the right home.',
  },
  { icon: <Glyph icon={CalendarOutlined} />, text: 'List your must-haves and nice-to-haves to compare homes objectively.' },
  { icon: <Glyph icon={CarOutlined} />, text: 'Plan time to drive the neighborhood at different hours: commutes, schools and amenities.' },
  { icon: <Glyph icon={KeyOutlined} />, text: 'Take photos and notes in each room; after several showings, the details blur.' },
];

// The form's calendar and selects are most of the page's code: the hero and the text show without waiting for them.

/** docs/product/showings.md#schedule-a-showing: hero, the showing request form, and why and how to prepare. */
export default function ScheduleShowingPage() {
  usePageMeta({
    title: 'Schedule a Showing',
    description:
      'Book a private showing of any Queen City Estates listing, at a date and time that suits you, with an agent who knows the home.',
  });
  const [params] = useSearchParams();

  return (
    <>
      <PageHero
        image={HERO_PHOTOS['hero-2.svg']}
        eyebrow="Private Tours"
        title="Schedule a Showing"
        subtitle="Tour Cincinnati's finest homes privately, at a time that suits you, with an agent who knows every detail."
      />

      <div className={styles.content}>
        <section className={styles.formCard} aria-labelledby="showing-form-heading">
          <h2 id="showing-form-heading" className={styles.sectionTitle}>
            Request Your Private Showing
          </h2>
          <p className={styles.lead}>
            Choose a home, or leave it blank for a general consultation, and we&apos;ll confirm your appointment.
          </p>
          <BrowserOnly fallback={<LoadingPlaceholder label="Loading the form" className={styles.formPlaceholder} />}>
            <LazyShowingForm propertyId={params.get('propertyId') ?? ''} />
          </BrowserOnly>
        </section>

        <div className={styles.aside}>
          <section aria-labelledby="why-heading">
            <h2 id="why-heading" className={styles.sectionTitle}>
              Why Schedule a Private Showing?
            </h2>
            <ul className={styles.reasons}>
              {REASONS.map(({ icon, title, text }) => (
                <li key={title} className={styles.reason}>
                  <span className={styles.icon} aria-hidden>
                    {icon}
                  </span>
                  <div>
                    <h3 className={styles.reasonTitle}>{title}</h3>
                    <p className={styles.reasonText}>{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="tips-heading" className={styles.tips}>
            <h2 id="tips-heading" className={styles.sectionTitle}>
              Preparing for Your Showing
            </h2>
            <ul className={styles.tipList}>
              {TIPS.map(({ icon, text }) => (
                <li key={text} className={styles.tip}>
                  <span className={styles.tipIcon} aria-hidden>
                    {icon}
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="virtual-heading" className={styles.virtual}>
            <h2 id="virtual-heading" className={styles.virtualTitle}>
              Can&apos;t Visit in Person?
            </h2>
            <p className={styles.virtualText}>Our agents can walk you through any listing on a live video tour.</p>
            {/* The first design gave this button no behavior; it leads to the contact form, where a tour can be requested. */}
            <LinkButton to="/contact" variant="secondary">
              Request Virtual Tour
            </LinkButton>
          </section>
        </div>
      </div>
    </>
  );
}
