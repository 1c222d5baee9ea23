import CalculatorOutlined from '@ant-design/icons-svg/es/asn/CalculatorOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { ReactNode } from 'react';
import card from '@/components/card.module.css';
import grid from '@/components/cardGrid.module.css';
import { InfoCard } from '@/components/InfoCard';
import { INVESTOR_RESOURCES } from '@/features/site/investor/investorResources';
import { Glyph } from '@/components/glyphs/Glyph';

const ICONS: Record<(typeof INVESTOR_RESOURCES)[number]['title'], ReactNode> = {
  'ROI Calculator': <Glyph icon={CalculatorOutlined} />,
  'Market Reports': <Glyph icon={FileTextOutlined} />,
  'Investor Network': <Glyph icon={TeamOutlined} />,
};

/** docs/product/site.md#investor-hub: resource cards with placeholder links; until the tools exist they lead to the consultation form. */
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
