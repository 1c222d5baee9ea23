import { Alert, Button, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import {
  CMA_RULES,
  CMA_TEXTS,
  HOME_CONDITIONS,
  NEIGHBORHOOD_NAMES,
  VALUED_PROPERTY_TYPES,
  type HomeCondition,
  type NeighborhoodName,
  type ValuationSubject,
  type ValuedPropertyType,
} from '@estate/domain';
import { errorMessage } from '@/api/client';
import { FieldShell } from '@/components/form/FieldShell';
import { useCmaList, useCreateCma } from '@/features/cma/dashboard/api/cmaApi';
import { CmaEditorDialog } from './CmaEditorDialog';
import { CmaList } from './CmaList';

type Facts = Partial<ValuationSubject>;

const NUMBERS = [
  { key: 'bedrooms', label: 'Bedrooms' },
  { key: 'bathrooms', label: 'Bathrooms' },
  { key: 'squareFeet', label: 'Living area (sq ft)' },
  { key: 'YearBuilt', label: 'Year built' },
] as const;

/**
 * docs/product/dashboard.md#leads: a CMA from any address: its address and facts start a draft
 * (the server refuses a fact out of bounds in the valuation's words); the member's own CMAs are listed to open again.
 */
export default function NewCmaButton() {
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [facts, setFacts] = useState<Facts>({ condition: 'Average' });
  const create = useCreateCma();
  const mine = useCmaList();
  const start = () =>
    create.mutate(
      { address, home: facts as ValuationSubject },
      {
        onSuccess: (cma) => {
          setAsking(false);
          setOpen(cma.id);
        },
      },
    );
  return (
    <>
      <Button onClick={() => setAsking(true)}>{CMA_TEXTS.newCma}</Button>
      <Modal
        open={asking}
        title={CMA_TEXTS.newCma}
        onCancel={() => setAsking(false)}
        okText={CMA_TEXTS.buildCma}
        onOk={start}
        confirmLoading={create.isPending}
        destroyOnHidden
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <FieldShell id="new-cma-address" label={CMA_TEXTS.address}>
            <Input
              id="new-cma-address"
              maxLength={CMA_RULES.maxAddress}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
          </FieldShell>
          <FieldShell id="new-cma-type" label="Property type">
            <Select<ValuedPropertyType>
              id="new-cma-type"
              options={VALUED_PROPERTY_TYPES.map((type) => ({ value: type, label: type }))}
              value={facts.propertyType}
              onChange={(propertyType) => setFacts({ ...facts, propertyType })}
            />
          </FieldShell>
          <FieldShell id="new-cma-neighborhood" label="Neighborhood">
            <Select<NeighborhoodName>
              id="new-cma-neighborhood"
              showSearch
              options={NEIGHBORHOOD_NAMES.map((name) => ({ value: name, label: name }))}
              value={facts.neighborhood}
              onChange={(neighborhood) => setFacts({ ...facts, neighborhood })}
            />
          </FieldShell>
          <Space wrap>
            {NUMBERS.map(({ key, label }) => (
              <FieldShell key={key} id={`new-cma-${key}`} label={label}>
                <InputNumber
                  id={`new-cma-${key}`}
                  value={facts[key]}
                  onChange={(value) => setFacts({ ...facts, [key]: value ?? undefined })}
                />
              </FieldShell>
            ))}
          </Space>
          <FieldShell id="new-cma-condition" label="Condition">
            <Select<HomeCondition>
              id="new-cma-condition"
              options={HOME_CONDITIONS.map((condition) => ({ value: condition, label: condition }))}
              value={facts.condition}
              onChange={(condition) => setFacts({ ...facts, condition })}
            />
          </FieldShell>
          {create.isError && (
            <Alert type="error" showIcon title={errorMessage(create.error, 'The CMA was not started. Please try again.')} />
          )}
          <CmaList
            header={CMA_TEXTS.myCmas}
            cmas={mine.data}
            onOpen={(id) => {
              setAsking(false);
              setOpen(id);
            }}
          />
        </Space>
      </Modal>
      <CmaEditorDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
}
