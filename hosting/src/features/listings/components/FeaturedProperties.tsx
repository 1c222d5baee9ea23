import { HomeSection } from '@/components/HomeSection';
import { SectionGrid } from '@/components/SectionGrid';
import { useFeaturedProperties } from '@/features/listings/api/getFeaturedProperties';
import { PropertyCard } from './PropertyCard';
import { LOAD_FAILURE } from '@/components/loadFailures';

/** Home: the featured listings from GET /api/properties/featured (docs/product/site.md#home and docs/product/reference.md#states). */
export function FeaturedProperties() {
  const query = useFeaturedProperties();
  return (
    <HomeSection
      id="featured"
      eyebrow="Exclusive Listings"
      title="Featured Properties"
      intro="Exceptional homes hand-picked by our agents across Cincinnati's finest neighborhoods."
      tone="white"
      action={{ to: '/properties', label: 'View All Properties' }}
    >
      <SectionGrid
        query={query}
        errorText={LOAD_FAILURE.properties}
        label="Featured properties"
        skeleton={{ testId: 'property-skeleton' }}
        itemKey={(property) => property.id}
        renderItem={(property) => <PropertyCard property={property} />}
      />
    </HomeSection>
  );
}
