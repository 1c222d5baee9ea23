import { Empty, Table, type TableColumnsType } from 'antd';
import { SITE_ERROR_KIND_LABELS, SITE_ERROR_KINDS, type SiteErrorsSummary, type SiteErrorSummary } from '@estate/domain';
import styles from './SiteHealthTab.module.css';

const columns: TableColumnsType<SiteErrorSummary> = [
  { title: 'Message', dataIndex: 'message', key: 'message' },
  { title: 'Kind', key: 'kind', render: (_, error) => SITE_ERROR_KIND_LABELS[error.kind] },
  {
    title: 'Page types',
    key: 'pageTypes',
    render: (_, error) => error.pageTypes.map((pageType, index) => [index > 0 && ', ', <code key={pageType}>{pageType}</code>]),
  },
  { title: 'Page views', dataIndex: 'count', key: 'count', align: 'right' },
];

/** A window's errors: how many of each kind, and the messages reported most. */
export function ErrorsSummary({ errors }: { errors: SiteErrorsSummary }) {
  return (
    <>
      <ul className={styles.kinds} aria-label="Errors by kind">
        {SITE_ERROR_KINDS.map((kind) => (
          <li key={kind}>
            {SITE_ERROR_KIND_LABELS[kind]}: <strong>{errors.byKind[kind]}</strong>
          </li>
        ))}
      </ul>
      <Table<SiteErrorSummary>
        rowKey={(error) => `${error.kind} ${error.message}`}
        columns={columns}
        dataSource={errors.top}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="No errors reported" /> }}
      />
    </>
  );
}
