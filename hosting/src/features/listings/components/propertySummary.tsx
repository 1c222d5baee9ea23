import { Tag } from 'antd';
import type { Property } from '@estate/domain';

/** '5 / 5.5': bedrooms, then bathrooms (half steps). */
export const bedsAndBaths = ({ bedrooms, bathrooms }: Property) => `${bedrooms} / ${bathrooms}`;

/** docs/product.md#properties-tab: featured shown as Yes or No. */
export function FeaturedTag({ property }: { property: Property }) {
  return property.isFeatured ? <Tag color="gold">Yes</Tag> : <Tag>No</Tag>;
}
