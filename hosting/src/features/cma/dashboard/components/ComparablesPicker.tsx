import { Checkbox, Table, type TableColumnsType } from 'antd';
import {
  cmaAdjustedPrice,
  CMA_RULES,
  CMA_TEXTS,
  formatCalendarDay,
  formatPrice,
  type CmaCandidate,
  type CmaComparableChoice,
} from '@estate/domain';
import { AdjustmentLinesEditor } from './AdjustmentLinesEditor';

interface Props {
  candidates: CmaCandidate[];
  chosen: CmaComparableChoice[];
  onChange: (chosen: CmaComparableChoice[]) => void;
}

/** docs/product/cma.md#the-editor: the sales with checkboxes; a chosen one's adjusted price with the agent's lines, and its lines below it. */
export function ComparablesPicker({ candidates, chosen, onChange }: Props) {
  const choiceOf = (id: string) => chosen.find((choice) => choice.id === id);
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, { id, lines: [] }] : chosen.filter((choice) => choice.id !== id));
  const full = chosen.length >= CMA_RULES.maxComparables;
  const columns: TableColumnsType<CmaCandidate> = [
    {
      key: 'chosen',
      title: 'Use',
      render: (_, sale) => (
        <Checkbox
          aria-label={`Use ${sale.address}`}
          checked={Boolean(choiceOf(sale.id))}
          disabled={!choiceOf(sale.id) && full}
          onChange={(event) => toggle(sale.id, event.target.checked)}
        />
      ),
    },
    { key: 'address', title: 'Address', dataIndex: 'address' },
    { key: 'price', title: CMA_TEXTS.closePrice, render: (_, sale) => formatPrice(sale.ClosePrice) },
    { key: 'closed', title: 'Closed', render: (_, sale) => formatCalendarDay(sale.CloseDate) },
    { key: 'rooms', title: 'Rooms', render: (_, sale) => `${sale.bedrooms} bd · ${sale.bathrooms} ba · ${sale.squareFeet} sq ft` },
    { key: 'km', title: 'Distance', render: (_, sale) => (sale.distanceKm === null ? '' : `${sale.distanceKm} km`) },
    {
      key: 'adjusted',
      title: CMA_TEXTS.adjustedPrice,
      render: (_, sale) => formatPrice(cmaAdjustedPrice(sale, choiceOf(sale.id)?.lines ?? [])),
    },
  ];
  return (
    <Table<CmaCandidate>
      size="small"
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={candidates}
      expandable={{
        rowExpandable: (sale) => Boolean(choiceOf(sale.id)),
        expandedRowKeys: chosen.map(({ id }) => id),
        showExpandColumn: false,
        expandedRowRender: (sale) => (
          <AdjustmentLinesEditor
            name={sale.address}
            lines={choiceOf(sale.id)?.lines ?? []}
            onChange={(lines) => onChange(chosen.map((choice) => (choice.id === sale.id ? { ...choice, lines } : choice)))}
          />
        ),
      }}
    />
  );
}
