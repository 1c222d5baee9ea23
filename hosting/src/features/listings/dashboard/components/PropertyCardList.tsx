import { Card, Pagination } from 'antd';
import { useState } from 'react';
import { formatPrice, type Property } from '@estate/domain';
import { PropertyActions, type PropertyActionHandlers } from './PropertyActions';
import { PROPERTY_PAGE_SIZE } from '@/features/listings/dashboard/propertyListPaging';
import { bedsAndBaths, daysOnMarketText, FeaturedTag, StatusTag } from './propertySummary';
import styles from './PropertyCardList.module.css';

interface Props extends PropertyActionHandlers {
  properties: Property[];
}

/** The listings on phones: a card each with the table's facts and actions, a page at a time. */
export function PropertyCardList({ properties, ...handlers }: Props) {
  const [page, setPage] = useState(1);
  // A delete can empty the last page: show the page that now holds the last listings.
  const lastPage = Math.max(1, Math.ceil(properties.length / PROPERTY_PAGE_SIZE));
  const shownPage = Math.min(page, lastPage);
  const shown = properties.slice((shownPage - 1) * PROPERTY_PAGE_SIZE, shownPage * PROPERTY_PAGE_SIZE);

  return (
    <>
      <ul className={styles.list} aria-label="Properties">
        {shown.map((property) => (
          <li key={property.id}>
            <Card size="small" title={<h2 className={styles.title}>{property.title}</h2>}>
              <dl className={styles.facts}>
                <dt>Neighborhood</dt>
                <dd>{property.neighborhood}</dd>
                <dt>Status</dt>
                <dd>
                  <StatusTag property={property} />
                </dd>
                <dt>Price</dt>
                <dd>{formatPrice(property.price)}</dd>
                <dt>Days on market</dt>
                <dd>{daysOnMarketText(property)}</dd>
                <dt>Beds / Baths</dt>
                <dd>{bedsAndBaths(property)}</dd>
                <dt>Featured</dt>
                <dd>
                  <FeaturedTag property={property} />
                </dd>
              </dl>
              <PropertyActions property={property} {...handlers} />
            </Card>
          </li>
        ))}
      </ul>
      <Pagination
        className={styles.pagination}
        current={shownPage}
        pageSize={PROPERTY_PAGE_SIZE}
        total={properties.length}
        onChange={setPage}
        hideOnSinglePage
        showSizeChanger={false}
        simple
      />
    </>
  );
}
