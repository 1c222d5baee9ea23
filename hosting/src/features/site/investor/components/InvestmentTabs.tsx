import { Tabs } from 'antd';
import { InfoCard } from '@/components/InfoCard';
import grid from '@/components/cardGrid.module.css';
import { INVESTMENT_CATEGORIES } from '@/features/site/investor/investmentTypes';

/** docs/product/site.md#investor-hub: residential (the default), commercial and multi-family, three opportunity cards each. */
export function InvestmentTabs() {
  return (
    <Tabs
      defaultActiveKey="residential"
      centered
      size="large"
      items={INVESTMENT_CATEGORIES.map((category) => ({
        key: category.key,
        label: category.label,
        children: (
          <ul className={grid.grid} aria-label={`${category.label} investments`}>
            {category.opportunities.map((opportunity) => (
              <li key={opportunity.title} className={grid.item}>
                <InfoCard title={opportunity.title} figure={opportunity.returnRange}>
                  <p>{opportunity.text}</p>
                </InfoCard>
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  );
}
