import { neighborhoodSchema, type Neighborhood, type NeighborhoodInput } from '@estate/domain';
import { withoutId } from '@/features/content/dashboard/contentCollection';
import { ContentTab } from '@/features/content/dashboard/components/ContentTab';
import { TableThumbnail } from '@/features/content/dashboard/components/TableThumbnail';
import { textExcerpt } from '@/features/content/dashboard/textExcerpt';
import { freeNeighborhoodNames } from '@/features/content/dashboard/freeNeighborhoodNames';
import { NeighborhoodFields } from './NeighborhoodFields';
import { LOAD_FAILURE } from '@/components/loadFailures';

const SHORT_DESCRIPTION_SHOWN = 90;

/** Neighborhoods, one per name the agency serves: edit their texts and pictures. */
export default function NeighborhoodsTab() {
  return (
    <ContentTab<Neighborhood, NeighborhoodInput>
      title="Neighborhoods"
      collection={{ path: '/api/neighborhoods', singular: 'Neighborhood' }}
      table={{
        columns: [
          { title: 'Image', key: 'image', render: (_, neighborhood) => <TableThumbnail src={neighborhood.imageUrl} /> },
          { title: 'Name', dataIndex: 'name', key: 'name' },
          {
            title: 'Short description',
            key: 'shortDescription',
            render: (_, neighborhood) => textExcerpt(neighborhood.shortDescription, SHORT_DESCRIPTION_SHOWN),
          },
        ],
        itemName: (neighborhood) => neighborhood.name,
        errorText: LOAD_FAILURE.neighborhoods,
        emptyText: 'No neighborhoods yet',
      }}
      form={{
        id: 'neighborhood',
        schema: neighborhoodSchema,
        blank: { name: undefined, shortDescription: '', description: '', imageUrl: '' },
        fromItem: withoutId,
        uniqueField: 'name',
        Fields: NeighborhoodFields,
      }}
      addBlockedReason={(neighborhoods) =>
        freeNeighborhoodNames(neighborhoods).length === 0
          ? 'Every neighborhood the agency serves is listed: edit one, or delete one to add it anew.'
          : undefined
      }
    />
  );
}
