import { AGENCY, HERO_AUTOPLAY_MS, HOME_PAGE_TITLE } from '@estate/domain';
import { agencyData } from '@/components/pageMeta/structuredData/agency';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import {
  ConsultationSection,
  HeroSearchPanel,
  HeroSlider,
  HERO_SLIDES,
  LatestArticles,
  NeighborhoodGuides,
  TestimonialsSection,
} from '@/features/site';
import { FeaturedProperties } from '@/features/listings';

/** docs/product/site.md#home, in its order: hero, featured properties, neighborhoods, testimonials, consultation, articles. */
export default function HomePage() {
  usePageMeta({ title: HOME_PAGE_TITLE, full: true, structuredData: (origin) => [agencyData(origin)] });
  return (
    <>
      {/* The slides' titles change; the page's own heading stays, for the outline and search engines. */}
      <h1 className="visually-hidden">
        {AGENCY.name}: {AGENCY.tagline}
      </h1>
      <HeroSlider
        slides={HERO_SLIDES}
        label="Featured Cincinnati homes"
        autoplay
        autoplayMs={HERO_AUTOPLAY_MS}
        panel={<HeroSearchPanel />}
      />
      <FeaturedProperties />
      <NeighborhoodGuides />
      <TestimonialsSection />
      <ConsultationSection />
      <LatestArticles />
    </>
  );
}
