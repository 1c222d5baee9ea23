import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Select, Space } from 'antd';
import { CMA_RULES, CMA_TEXTS, FITTED_ADJUSTMENTS, type CmaAdjustmentLine, type FittedAdjustment } from '@estate/domain';

interface Props {
  /** Names the fields for screen readers: the comparable's address. */
  name: string;
  lines: CmaAdjustmentLine[];
  onChange: (lines: CmaAdjustmentLine[]) => void;
}

const ADDS = 'adds';
const REPLACES_OPTIONS = [
  { value: ADDS, label: CMA_TEXTS.lineAdds },
  ...FITTED_ADJUSTMENTS.map((key) => ({ value: key, label: `${CMA_TEXTS.lineReplaces} ${CMA_TEXTS.adjustments[key]}` })),
];

/** docs/product/cma.md#the-editor: the agent's own lines on a comparable, each replacing a fitted one or adding to them. */
export function AdjustmentLinesEditor({ name, lines, onChange }: Props) {
  const changeLine = (index: number, change: Partial<CmaAdjustmentLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  return (
    <Space orientation="vertical" size="small">
      {lines.map((line, index) => (
        <Space key={index} wrap>
          <Input
            aria-label={`${CMA_TEXTS.lineLabel} ${index + 1}, ${name}`}
            placeholder={CMA_TEXTS.lineLabel}
            maxLength={CMA_RULES.maxLabel}
            value={line.label}
            onChange={(event) => changeLine(index, { label: event.target.value })}
          />
          <InputNumber
            aria-label={`${CMA_TEXTS.lineDollars} ${index + 1}, ${name}`}
            prefix="$"
            step={1_000}
            precision={0}
            min={-CMA_RULES.maxLineDollars}
            max={CMA_RULES.maxLineDollars}
            value={line.dollars}
            onChange={(dollars) => changeLine(index, { dollars: dollars ?? 0 })}
          />
          <Select
            aria-label={`${CMA_TEXTS.lineReplaces} ${index + 1}, ${name}`}
            style={{ minWidth: 200 }}
            options={REPLACES_OPTIONS}
            value={line.replaces ?? ADDS}
            onChange={(value: string) => {
              const { replaces: _replaced, ...rest } = line;
              onChange(
                lines.map((each, i) => (i === index ? (value === ADDS ? rest : { ...rest, replaces: value as FittedAdjustment }) : each)),
              );
            }}
          />
          <Button
            aria-label={`Remove line ${index + 1}, ${name}`}
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => onChange(lines.filter((_, i) => i !== index))}
          />
        </Space>
      ))}
      {lines.length < CMA_RULES.maxLines && (
        <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => onChange([...lines, { label: '', dollars: 0 }])}>
          {CMA_TEXTS.addLine}
        </Button>
      )}
    </Space>
  );
}
