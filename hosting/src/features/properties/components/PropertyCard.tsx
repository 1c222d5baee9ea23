import { Card, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatPrice, formatSquareFeet, type Property } from '@estate/domain';
import { FallbackImage } from '../../../components/FallbackImage';
import styles from './PropertyCard.module.css';

export function PropertyCard({ property }: { property: Property }) {
  const detailPath = `/property/${property.id}`;
  return (
    <Card
      className={styles.card}
      cover={
        <div className={styles.media}>
          <FallbackImage src={property.images[0] ?? ''} alt={property.title} width={600} height={400} className={styles.image} />
          <Space className={styles.badges} size={6}>
            {property.isFeatured && <Tag color="gold">Featured</Tag>}
            {property.isNewListing && <Tag color="blue">New Listing</Tag>}
          </Space>
        </div>
      }
    >
      <Typography.Text className={styles.price}>{formatPrice(property.price)}</Typography.Text>
      <Typography.Title level={3} className={styles.title}>
        {property.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.address}>
        {property.address}
      </Typography.Paragraph>
      <Typography.Paragraph className={styles.facts}>
        {property.bedrooms} Beds · {property.bathrooms} Baths · {formatSquareFeet(property.squareFeet)} Sq Ft
      </Typography.Paragraph>
      <Link to={detailPath} className={styles.cta} aria-label={`View Details: ${property.title}`}>
        View Details
      </Link>
    </Card>
  );
}
