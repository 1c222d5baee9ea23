import { CalculatorOutlined, FileTextOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import card from '@/components/card.module.css';
import grid from '@/components/cardGrid.module.css';
import { InfoCard } from '@/components/InfoCard';
import { INVESTOR_RESOURCES } from '@/features/investor/investorResources';

const ICONS: Record<(typeof INVESTOR_RESOURCES)[number]['title'], ReactNode> = {
  'ROI Calculator': <CalculatorOutlined />,
  'Market Reports': <FileTextOutlined />,
  'Investor Network': <TeamOutlined />,
};

/** docs/product.md#investor-hub: resource cards with placeholder links; until the tools exist they lead to the consultation form. */
export function InvestorResources({ formAnchor }: { formAnchor: string }) {
  return (
    <ul className={grid.grid}>
      {INVESTOR_RESOURCES.map((resource) => (
        <li key={resource.title} className={grid.item}>
          <InfoCard
            title={resource.title}
            icon={ICONS[resource.title]}
            footer={
              <a href={`#${formAnchor}`} className={card.link}>
                {resource.linkLabel}
                <span className="visually-hidden">: {resource.title}</span>
              </a>
            }
          >
            <p>{resource.text}</p>
          </InfoCard>
        </li>
      ))}
    </ul>
  );
}
