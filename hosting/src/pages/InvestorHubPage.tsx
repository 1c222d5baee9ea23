import { HERO_PHOTOS } from '@estate/domain';
import { Suspense } from 'react';
import { LoadingPlaceholder } from '@/components/LoadingPlaceholder';
import { MountNearViewport } from '@/components/MountNearViewport';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { HomeSection } from '@/components/HomeSection';
import { EmergingNeighborhoods, InvestorResources, MarketAnalysis, LazyInvestmentTabs } from '@/features/site';
import { LazyInvestorForm } from '@/features/leads';
import styles from './InvestorHubPage.module.css';

const CONSULTATION_ID = 'investor-consultation';

/** docs/product/site.md#investor-hub: opportunities by type, market analysis, emerging areas, resources and the investor form. */
export default function InvestorHubPage() {
  usePageMeta({
    title: 'Investor Hub',
    description:
      'Cincinnati real-estate investing: market analysis, emerging neighborhoods, investment types and resources, and a consultation with our investment team.',
  });
  return (
    <>
      <PageHero
        eyebrow="Invest in Cincinnati"
        title="Investor Hub"
        subtitle="Data, opportunities and local expertise for building a real-estate portfolio in the Queen City."
        image={HERO_PHOTOS['hero-2.svg']}
      >
        <p className={styles.heroAction}>
          <a href={`#${CONSULTATION_ID}`}>Talk to an investment advisor</a>
        </p>
      </PageHero>
      <HomeSection
        id="opportunities"
        eyebrow="Opportunities"
        title="Investment Opportunities"
        intro="Typical returns our clients see by property type. Every property is different: we run the numbers with you."
        tone="white"
      >
        <Suspense fallback={<LoadingPlaceholder label="Loading the investment opportunities" className={styles.tabsPlaceholder} />}>
          <LazyInvestmentTabs />
        </Suspense>
      </HomeSection>
      <HomeSection
        id="market"
        eyebrow="The Numbers"
        title="Cincinnati Market Analysis"
        intro="Why investors are looking at Cincinnati now."
      >
        <MarketAnalysis />
      </HomeSection>
      <HomeSection
        id="emerging"
        eyebrow="Where Growth Is"
        title="Emerging Neighborhoods"
        intro="The areas where we see the strongest growth potential over the next five years."
        tone="white"
      >
        <EmergingNeighborhoods />
      </HomeSection>
      <HomeSection
        id="resources"
        eyebrow="Tools"
        title="Investor Resources"
        intro="Everything you need to evaluate, finance and manage your next investment."
      >
        <InvestorResources formAnchor={CONSULTATION_ID} />
      </HomeSection>
      <section id={CONSULTATION_ID} aria-labelledby="investor-form-heading" className={styles.consultation}>
        <div className={styles.consultationText}>
          <h2 id="investor-form-heading" className={styles.title}>
            Schedule an Investment Consultation
          </h2>
          <p>
            Tell us about your goals and budget. An investment advisor will prepare a tailored list of opportunities and walk you through
            the numbers.
          </p>
        </div>
        <MountNearViewport
          className={styles.formCard}
          placeholder={<LoadingPlaceholder label="Loading the form" className={styles.formPlaceholder} />}
        >
          <LazyInvestorForm />
        </MountNearViewport>
      </section>
    </>
  );
}
