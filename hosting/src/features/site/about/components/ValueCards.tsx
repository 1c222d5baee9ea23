import BulbOutlined from '@ant-design/icons-svg/es/asn/BulbOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import type { ReactNode } from 'react';
import { InfoCard } from '@/components/InfoCard';
import grid from '@/components/cardGrid.module.css';
import { VALUES } from '@/features/site/about/values';
import { Glyph } from '@/components/glyphs/Glyph';

const ICONS: Record<(typeof VALUES)[number]['title'], ReactNode> = {
  Integrity: <Glyph icon={SafetyCertificateOutlined} />,
  Excellence: <Glyph icon={StarOutlined} />,
  Expertise: <Glyph icon={BulbOutlined} />,
};

export function ValueCards() {
  return (
    <ul className={grid.grid}>
      {VALUES.map((value) => (
        <li key={value.title} className={grid.item}>
          <InfoCard title={value.title} icon={ICONS[value.title]}>
            <p>{value.text}</p>
          </InfoCard>
        </li>
      ))}
    </ul>
  );
}
