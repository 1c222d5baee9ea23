import { AGENCY, HERO_AUTOPLAY_MS, HOME_PAGE_TITLE } from '@estate/domain';
import { agencyData } from '@/components/pageMeta/structuredData/agency';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { ConsultationSection } from '@/features/home/ConsultationSection';
import { HeroSearchPanel } from '@/features/home/HeroSearchPanel';
import { HeroSlider } from '@/features/home/HeroSlider';
import { HERO_SLIDES } from '@/features/home/heroSlides';
import { LatestArticles } from '@/features/home/LatestArticles';
import { NeighborhoodGuides } from '@/features/home/NeighborhoodGuides';
import { TestimonialsSection } from '@/features/home/TestimonialsSection';
import { FeaturedProperties } from '@/features/properties/components/FeaturedProperties';

/** docs/product.md#home, in its order: hero, featured properties, neighborhoods, testimonials, consultation, articles. */
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
