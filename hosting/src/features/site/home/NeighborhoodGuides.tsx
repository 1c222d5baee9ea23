import { NeighborhoodCard, useNeighborhoods } from '@/features/content';
import { HomeSection } from '@/components/HomeSection';
import { SectionGrid } from '@/components/SectionGrid';
import { LOAD_FAILURE } from '@/components/loadFailures';

/** The home page shows this many guides and links to the rest. */
const GUIDES_SHOWN = 6;

export function NeighborhoodGuides() {
  const query = useNeighborhoods();
  return (
    <HomeSection
      id="neighborhoods"
      eyebrow="Know the Queen City"
      title="Neighborhood Guides"
      intro="From the village charm of Hyde Park to the rolling estates of Indian Hill, find the Cincinnati community that suits the way you live."
      action={{ to: '/neighborhoods', label: 'View All Neighborhoods' }}
    >
      <SectionGrid
        query={query}
        errorText={LOAD_FAILURE.neighborhoods}
        label="Neighborhood guides"
        skeleton={{ testId: 'neighborhood-skeleton' }}
        limit={GUIDES_SHOWN}
        itemKey={(neighborhood) => neighborhood.id}
        renderItem={(neighborhood) => <NeighborhoodCard neighborhood={neighborhood} />}
      />
    </HomeSection>
  );
}
