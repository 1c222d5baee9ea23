import { BulbOutlined, SafetyCertificateOutlined, StarOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { InfoCard } from '@/components/InfoCard';
import grid from '@/components/cardGrid.module.css';
import { VALUES } from '@/features/about/values';

const ICONS: Record<(typeof VALUES)[number]['title'], ReactNode> = {
  Integrity: <SafetyCertificateOutlined />,
  Excellence: <StarOutlined />,
  Expertise: <BulbOutlined />,
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
