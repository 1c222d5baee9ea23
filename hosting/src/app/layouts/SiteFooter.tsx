import { Layout, Typography } from 'antd';
import { AGENCY } from '@estate/domain';

export function SiteFooter() {
  return (
    <Layout.Footer style={{ color: '#e8e1d3' }}>
      <Typography.Title level={2} style={{ color: '#f6f1e7', fontFamily: 'Georgia, serif', fontSize: '1.4rem' }}>
        {AGENCY.name}
      </Typography.Title>
      <p>Cincinnati&apos;s luxury real estate specialists, from Hyde Park to Indian Hill.</p>
      <address style={{ fontStyle: 'normal' }}>
        {AGENCY.address}
        <br />
        <a href={`tel:${AGENCY.phone}`} style={{ color: '#c9a45c' }}>
          {AGENCY.phone}
        </a>{' '}
        ·{' '}
        <a href={`mailto:${AGENCY.email}`} style={{ color: '#c9a45c' }}>
          {AGENCY.email}
        </a>
        <br />
        {AGENCY.hours.join(' · ')}
      </address>
    </Layout.Footer>
  );
}
