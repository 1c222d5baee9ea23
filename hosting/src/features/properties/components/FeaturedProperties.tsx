import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { SECTION_SKELETON_COUNT } from '@estate/domain';
import { useFeaturedProperties } from '../api/getFeaturedProperties';
import { PropertyCard } from './PropertyCard';

export function FeaturedProperties() {
  const { data, isPending, isError } = useFeaturedProperties();
  return (
    <section aria-labelledby="featured-heading" style={{ padding: '64px 24px', maxWidth: 1280, margin: '0 auto' }}>
      <Typography.Title id="featured-heading" level={2} style={{ textAlign: 'center', fontFamily: 'Georgia, serif' }}>
        Featured Properties
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 40 }}>
        Exceptional homes hand-picked by our agents across Cincinnati&apos;s finest neighborhoods.
      </Typography.Paragraph>
      {isError ? (
        <Typography.Text type="danger" role="alert">
          Failed to load properties. Please try again later.
        </Typography.Text>
      ) : (
        <Row gutter={[24, 24]}>
          {isPending
            ? Array.from({ length: SECTION_SKELETON_COUNT }, (_, index) => (
                <Col key={index} xs={24} md={12} lg={8}>
                  <Card data-testid="property-skeleton">
                    <Skeleton.Image active style={{ width: '100%', height: 200 }} />
                    <Skeleton active paragraph={{ rows: 3 }} />
                  </Card>
                </Col>
              ))
            : data.map((property) => (
                <Col key={property.id} xs={24} md={12} lg={8}>
                  <PropertyCard property={property} />
                </Col>
              ))}
        </Row>
      )}
    </section>
  );
}
