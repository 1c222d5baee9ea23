import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import LineChartOutlined from '@ant-design/icons-svg/es/asn/LineChartOutlined';
import TagOutlined from '@ant-design/icons-svg/es/asn/TagOutlined';
import type { ReactNode } from 'react';
import { InfoCard } from '@/components/InfoCard';
import grid from '@/components/cardGrid.module.css';
import { SERVICES } from '@/features/site/about/services';
import { Glyph } from '@/components/glyphs/Glyph';

const ICONS: Record<(typeof SERVICES)[number]['title'], ReactNode> = {
  'Buyer Representation': <Glyph icon={HomeOutlined} />,
  'Seller Representation': <Glyph icon={TagOutlined} />,
  'Investment Advisory': <Glyph icon={LineChartOutlined} />,
  'Relocation Services': <Glyph icon={CompassOutlined} />,
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
