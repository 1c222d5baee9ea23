import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useId } from 'react';

const AGENT_EXPORT_NOTE = 'Exports your leads';

interface Props {
  /** An agent's export holds only their own leads (the API's rule): the button says so. */
  ownLeadsOnly: boolean;
  /** Nothing to export: an agent looking at the unassigned leads, which are nobody's yet. */
  disabled: boolean;
  loading: boolean;
  onExport: () => void;
}

/** docs/product/dashboard.md#leads: 'Export CSV' of the current filters. */
export function ExportLeadsButton({ ownLeadsOnly, disabled, loading, onExport }: Props) {
  const noteId = useId();
  return (
    <>
      <Tooltip title={ownLeadsOnly ? AGENT_EXPORT_NOTE : undefined}>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={loading}
          disabled={disabled}
          aria-describedby={ownLeadsOnly ? noteId : undefined}
          onClick={onExport}
        >
          Export CSV
        </Button>
      </Tooltip>
      {ownLeadsOnly && (
        <span id={noteId} hidden>
          {AGENT_EXPORT_NOTE}
        </span>
      )}
    </>
  );
}
