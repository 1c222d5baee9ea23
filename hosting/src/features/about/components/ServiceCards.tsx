import { CompassOutlined, HomeOutlined, LineChartOutlined, TagOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { InfoCard } from '@/components/InfoCard';
import grid from '@/components/cardGrid.module.css';
import { SERVICES } from '@/features/about/services';

const ICONS: Record<(typeof SERVICES)[number]['title'], ReactNode> = {
  'Buyer Representation': <HomeOutlined />,
  'Seller Representation': <TagOutlined />,
  'Investment Advisory': <LineChartOutlined />,
  'Relocation Services': <CompassOutlined />,
};

export function ServiceCards() {
  return (
    <ul className={`${grid.grid} ${grid.compact}`}>
      {SERVICES.map((service) => (
        <li key={service.title} className={grid.item}>
          <InfoCard title={service.title} icon={ICONS[service.title]}>
            <p>{service.text}</p>
          </InfoCard>
        </li>
      ))}
    </ul>
  );
}
