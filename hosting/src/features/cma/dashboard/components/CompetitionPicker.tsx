import { Checkbox, Empty, Space } from 'antd';
import { CMA_RULES, CMA_TEXTS, formatPrice, type CompetitionListing } from '@estate/domain';

interface Props {
  candidates: CompetitionListing[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}

/** docs/product/cma.md#the-editor: the active and pending listings of the home's type nearby, nearest first. */
export function CompetitionPicker({ candidates, chosen, onChange }: Props) {
  if (candidates.length === 0) return <Empty description={CMA_TEXTS.noCompetition} />;
  const full = chosen.length >= CMA_RULES.maxCompetition;
  return (
    <Space orientation="vertical">
      {candidates.map((listing) => {
        const on = chosen.includes(listing.id);
        return (
          <Checkbox
            key={listing.id}
            checked={on}
            disabled={!on && full}
            onChange={(event) => onChange(event.target.checked ? [...chosen, listing.id] : chosen.filter((id) => id !== listing.id))}
          >
            {`${listing.address} · ${listing.StandardStatus} · ${formatPrice(listing.price)} · ${listing.bedrooms} bd · ${listing.bathrooms} ba${
              listing.distanceKm === null ? '' : ` · ${listing.distanceKm} km`
            }`}
          </Checkbox>
        );
      })}
    </Space>
  );
}
