import { HERO_PHOTOS } from '@estate/domain';
import { PageHero } from '@/components/PageHero';
import { agencyData } from '@/components/pageMeta/structuredData/agency';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { Achievements, ServiceCards, TeamGrid, ValueCards, STORY } from '@/features/site';
import { HomeSection } from '@/components/HomeSection';
import { LinkButton } from '@/components/LinkButton';
import styles from './AboutPage.module.css';

/** docs/product/site.md#about: static story, values, team, services, achievements and awards, and a way to get in touch. */
export default function AboutPage() {
  usePageMeta({
    title: 'About Us',
    description:
      "Queen City Estates is Cincinnati's boutique luxury brokerage: our story, our values, our team and the services we offer buyers, sellers and investors.",
    structuredData: (origin) => [agencyData(origin)],
  });
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="About Queen City Estates"
        subtitle="Cincinnati's boutique luxury brokerage: local experts, personal service and results that speak for themselves."
        image={HERO_PHOTOS['hero-3.svg']}
      />
      <HomeSection
        id="story"
        eyebrow="Since 2009"
        title="Our Story"
        intro="An independent agency built on relationships, one home and one family at a time."
        tone="white"
      >
        <div className={styles.story}>
          {STORY.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </HomeSection>
      <HomeSection
        id="values"
        eyebrow="What Guides Us"
        title="Our Values"
        intro="Three commitments behind every conversation, showing and negotiation."
      >
        <ValueCards />
      </HomeSection>
      <HomeSection
        id="team"
        eyebrow="The People"
        title="Meet Our Team"
        intro="Senior agents and specialists who know Cincinnati's neighborhoods inside and out."
        tone="white"
      >
        <TeamGrid />
      </HomeSection>
      <HomeSection
        id="services"
        eyebrow="How We Help"
        title="Our Services"
        intro="Whether you are buying, selling, investing or relocating, we handle every detail."
      >
        <ServiceCards />
      </HomeSection>
      <HomeSection
        id="achievements"
        eyebrow="Our Record"
        title="Achievements & Awards"
        intro="Results our clients and our peers have recognized."
        tone="white"
      >
        <Achievements />
      </HomeSection>
      <section aria-labelledby="about-contact-heading" className={styles.cta}>
        <h2 id="about-contact-heading" className={styles.ctaTitle}>
          Let&apos;s Talk About Your Next Move
        </h2>
        <p className={styles.ctaText}>Tell us what you are looking for and a senior agent will be in touch.</p>
        <LinkButton to="/contact">Contact Our Team</LinkButton>
      </section>
    </>
  );
}
