import { Link, useSearchParams } from 'react-router-dom';
import { AGENCY, HERO_PHOTOS, HOME_VALUE_TEXTS, VALUATION_RULES } from '@estate/domain';
import { BrowserOnly } from '@/components/BrowserOnly';
import { LoadingPlaceholder } from '@/components/LoadingPlaceholder';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { LazyHomeValuation } from '@/features/valuation';
import styles from './HomeValuePage.module.css';

const { ringsKm, sizeBand, maxComparables, conditionStep, confidence } = VALUATION_RULES;
const percent = (share: number) => `${Math.round(share * 100)}%`;

// The tool asks the API as the owner types, so it runs in the browser alone, its code a chunk of its
// own; the server renders the page around it and how the estimate is made.

/** docs/product/site.md#home-value: the sellers' valuation, and how the estimate is made. */
export default function HomeValuePage() {
  usePageMeta({
    title: HOME_VALUE_TEXTS.pageTitle,
    description:
      'A free estimate of your Cincinnati home’s value from the recent sales around it, with every sale and adjustment shown, and an agent’s opinion when you want one.',
  });
  const [params] = useSearchParams();
  return (
    <>
      <PageHero
        image={HERO_PHOTOS['hero-3.svg']}
        eyebrow="Selling Your Home"
        title={HOME_VALUE_TEXTS.pageTitle}
        subtitle="A free estimate from the recent sales around your home, with every sale and adjustment shown."
      />
      <div className={styles.content}>
        <BrowserOnly fallback={<LoadingPlaceholder label="Loading the estimate" className={styles.placeholder} />}>
          <LazyHomeValuation neighborhood={params.get('neighborhood')} />
        </BrowserOnly>
        <noscript>
          <p className={styles.noscript}>
            The estimate needs JavaScript. Call us at {AGENCY.phone} or <Link to="/contact">send us a message</Link> for a valuation.
          </p>
        </noscript>
        <section aria-labelledby="how-heading" className={styles.how}>
          <h2 id="how-heading" className={styles.heading}>
            How this estimate is made
          </h2>
          <p>
            We compare your home with the sales of its type closed in the past 12 months in its neighborhood, then within{' '}
            {ringsKm.join(', ')} km, whose living area is within {percent(sizeBand)} of yours: up to {maxComparables} of them, the nearest
            first. Each sale’s price is adjusted for what the market around it pays for its differences from your home (living area,
            bedrooms, bathrooms and age, at rates fitted over those sales) and for your home’s condition ({percent(conditionStep)} a step
            from Average).
          </p>
          <p>
            Closer, more recent and less adjusted sales count for more. The range is wider with fewer, farther or more scattered sales: its
            confidence is High within {percent(confidence.high)} of the value, Medium within {percent(confidence.medium)}, Low beyond.
            Remove a sale you think unlike your home, or add another, and the estimate is made again.
          </p>
          <p>
            An estimate is not an appraisal: it knows only what you tell it and what the sales records say. An agent who sees your home can
            tell you more.
          </p>
        </section>
      </div>
    </>
  );
}
