import { Tag } from 'antd';
import type { Property, StandardStatus } from '@estate/domain';
import { statusText } from '@/features/listings/dashboard/listingStatusText';

/** '5 / 5.5': bedrooms, then bathrooms (half steps). */
export const bedsAndBaths = ({ bedrooms, bathrooms }: Property) => `${bedrooms} / ${bathrooms}`;

/** docs/product/dashboard.md#properties-tab: featured shown as Yes or No. */
export function FeaturedTag({ property }: { property: Property }) {
  return property.isFeatured ? <Tag color="gold">Yes</Tag> : <Tag>No</Tag>;
}

/** Each status's tag colour (antd presets whose text keeps AA contrast); off the market is plain. */
const STATUS_COLORS: Partial<Record<StandardStatus, string>> = {
  'Coming Soon': 'purple',
  Active: 'blue',
  'Active Under Contract': 'magenta',
  Pending: 'magenta',
  Closed: 'geekblue',
};

/** docs/product/dashboard.md#properties-tab: the status as the public badge says it ('Under Contract', 'Sold'), 'Active', or the off-market status. */
export function StatusTag({ property }: { property: Property }) {
  return <Tag color={STATUS_COLORS[property.StandardStatus]}>{statusText(property.StandardStatus)}</Tag>;
}

/** Days on market as the API counts them; '—' before the listing goes on the market. */
export const daysOnMarketText = (property: Property) => (property.OnMarketDate ? String(property.DaysOnMarket) : '—');
