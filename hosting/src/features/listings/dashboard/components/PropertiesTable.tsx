import { Table, type TableColumnsType } from 'antd';
import { formatPrice, type Property } from '@estate/domain';
import { PropertyActions, type PropertyActionHandlers } from './PropertyActions';
import { bedsAndBaths, daysOnMarketText, FeaturedTag, StatusTag } from './propertySummary';
import { PROPERTY_PAGE_SIZE } from '@/features/listings/dashboard/propertyListPaging';

interface Props extends PropertyActionHandlers {
  properties: Property[];
}

/** The listings on desktop: one row each, a page at a time. */
export function PropertiesTable({ properties, ...handlers }: Props) {
  const columns: TableColumnsType<Property> = [
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'Neighborhood', dataIndex: 'neighborhood', key: 'neighborhood' },
    { title: 'Status', key: 'status', render: (_, property) => <StatusTag property={property} /> },
    { title: 'Price', dataIndex: 'price', key: 'price', align: 'right', render: (price: number) => formatPrice(price) },
    { title: 'Days on market', key: 'daysOnMarket', align: 'right', render: (_, property) => daysOnMarketText(property) },
    { title: 'Beds / Baths', key: 'bedsAndBaths', render: (_, property) => bedsAndBaths(property) },
    { title: 'Featured', key: 'featured', render: (_, property) => <FeaturedTag property={property} /> },
    { title: 'Actions', key: 'actions', render: (_, property) => <PropertyActions property={property} {...handlers} /> },
  ];
  return (
    <Table<Property>
      rowKey="id"
      columns={columns}
      dataSource={properties}
      pagination={{ pageSize: PROPERTY_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
