import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { AGENCY } from '@estate/domain';
import { SkeletonText } from '@/components/SkeletonText';
import { MountNearViewport } from '@/components/MountNearViewport';
import styles from './ConsultationSection.module.css';
import { LazyConsultationForm } from '@/features/leads';
import { Glyph } from '@/components/glyphs/Glyph';

// Below the fold: the form's code (react-hook-form, yup) and its rendering
// wait until the visitor scrolls towards it, so they never compete with the hero for the main thread.
const ConsultationForm = LazyConsultationForm;

const PROMISES = [
  'A private conversation about your goals, timeline and budget',
  'Off-market and coming-soon opportunities in your preferred neighborhoods',
  'A tailored pricing strategy if you are selling',
] as const;

export function ConsultationSection() {
  return (
    <section aria-labelledby="consultation-heading" className={styles.section}>
      <div className={styles.inner}>
        <div className={styles.pitch}>
          <p className={styles.eyebrow}>Personal Guidance</p>
          <h2 id="consultation-heading" className={styles.title}>
            Schedule a Private Consultation
          </h2>
          <p className={styles.intro}>
            Whether you are buying your first estate, selling a family home or building an investment portfolio, one of our senior advisors
            will meet you at your convenience, in person or by video.
          </p>
          <ul className={styles.promises}>
            {PROMISES.map((promise) => (
              <li key={promise}>
                <Glyph icon={CheckOutlined} className={styles.check} />
                {promise}
              </li>
            ))}
          </ul>
          <p className={styles.phone}>
            Prefer to talk now? Call <a href={`tel:${AGENCY.phone.replace(/[^\d+]/g, '')}`}>{AGENCY.phone}</a>
          </p>
        </div>
        <MountNearViewport className={styles.formCard} placeholder={<SkeletonText title rows={7} />}>
          <ConsultationForm />
        </MountNearViewport>
      </div>
    </section>
  );
}
