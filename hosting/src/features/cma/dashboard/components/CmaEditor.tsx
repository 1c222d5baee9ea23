import { Alert, Button, Input, Skeleton, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import {
  CMA_RULES,
  CMA_TEXTS,
  cmaEstimate,
  formatPrice,
  VALUATION_TEXTS,
  type CmaComparableChoice,
  type CmaPublished,
  type CmaWorkspace,
} from '@estate/domain';
import { errorMessage } from '@/api/client';
import { FieldShell } from '@/components/form/FieldShell';
import { LoadFailure } from '@/components/LoadFailure';
import { useCmaWorkspace, useSaveCma } from '@/features/cma/dashboard/api/cmaApi';
import { ComparablesPicker } from './ComparablesPicker';
import { CompetitionPicker } from './CompetitionPicker';

/** The editor of a loaded CMA: the choices are the page's until saved. */
function CmaEditorBody({ workspace }: { workspace: CmaWorkspace }) {
  const { cma, candidates, competitionCandidates, unavailable } = workspace;
  const [address, setAddress] = useState(cma.home.address);
  const [comparables, setComparables] = useState<CmaComparableChoice[]>(cma.comparables);
  const [competition, setCompetition] = useState<string[]>(cma.competition);
  const [note, setNote] = useState(cma.note);
  const [published, setPublished] = useState<Pick<CmaPublished, 'link' | 'pdfLink'> | undefined>(
    cma.link && cma.pdfLink ? { link: cma.link, pdfLink: cma.pdfLink } : undefined,
  );
  const [done, setDone] = useState<string>();
  const save = useSaveCma(cma.id);

  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const estimate = cmaEstimate(comparables.flatMap(({ id, lines }) => (byId.has(id) ? [{ candidate: byId.get(id)!, lines }] : [])));

  const submit = (publish: boolean) => {
    setDone(undefined);
    save.mutate(
      { choices: { address, comparables, competition, note }, publish },
      {
        onSuccess: (answer) => {
          if (publish) setPublished(answer as CmaPublished);
          setDone(publish ? CMA_TEXTS.published : CMA_TEXTS.saved);
        },
      },
    );
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <FieldShell id="cma-address" label={CMA_TEXTS.address}>
        <Input id="cma-address" value={address} maxLength={CMA_RULES.maxAddress} onChange={(event) => setAddress(event.target.value)} />
      </FieldShell>
      {unavailable.length > 0 && (
        <Alert type="warning" showIcon title={unavailable.map((id) => `${id} ${CMA_TEXTS.notCandidate}`).join('. ')} />
      )}
      <section aria-label={CMA_TEXTS.liveEstimate}>
        {estimate ? (
          <Space size="large" wrap>
            <Statistic title={CMA_TEXTS.liveEstimate} value={formatPrice(estimate.value)} />
            <Statistic title={CMA_TEXTS.rangeLabel} value={`${formatPrice(estimate.low)} – ${formatPrice(estimate.high)}`} />
            <Statistic title="Confidence" value={VALUATION_TEXTS.confidence[estimate.confidence]} />
          </Space>
        ) : (
          <Alert type="info" title={CMA_TEXTS.tooFewChosen} />
        )}
      </section>
      <Typography.Title level={5}>{CMA_TEXTS.candidates}</Typography.Title>
      <ComparablesPicker candidates={candidates} chosen={comparables} onChange={setComparables} />
      <Typography.Title level={5}>{CMA_TEXTS.competition}</Typography.Title>
      <CompetitionPicker candidates={competitionCandidates} chosen={competition} onChange={setCompetition} />
      <FieldShell id="cma-note" label={CMA_TEXTS.note}>
        <Input.TextArea
          id="cma-note"
          rows={4}
          maxLength={CMA_RULES.maxNote}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FieldShell>
      {save.isError && <Alert type="error" showIcon title={errorMessage(save.error, 'The CMA was not saved. Please try again.')} />}
      {done && <Alert type="success" showIcon title={done} />}
      <Space>
        <Button loading={save.isPending} onClick={() => submit(false)}>
          {CMA_TEXTS.save}
        </Button>
        <Button type="primary" loading={save.isPending} disabled={!estimate} onClick={() => submit(true)}>
          {CMA_TEXTS.publish}
        </Button>
      </Space>
      {published && (
        <Space orientation="vertical">
          <Typography.Text copyable={{ text: published.link, tooltips: [CMA_TEXTS.copyLink, 'Copied'] }}>
            <a href={published.link} target="_blank" rel="noreferrer">
              {published.link}
            </a>
          </Typography.Text>
          <a href={published.pdfLink} target="_blank" rel="noreferrer">
            {CMA_TEXTS.downloadPdf}
          </a>
        </Space>
      )}
    </Space>
  );
}

/** docs/product/cma.md#the-editor: the CMA's candidates, the agent's choices and lines, the live estimate, Save and Publish. */
export function CmaEditor({ id }: { id: string }) {
  const workspace = useCmaWorkspace(id);
  if (workspace.isError) return <LoadFailure title="The CMA did not load" onRetry={() => void workspace.refetch()} />;
  if (!workspace.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <CmaEditorBody key={workspace.data.cma.id} workspace={workspace.data} />;
}
