import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatReceivedAt, resoKeyInputSchema, type NewResoKey as Created, type ResoKey, type ResoKeyInput } from '@estate/domain';
import { SwitchField } from '@/components/form/SwitchField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { LoadFailure } from '@/components/LoadFailure';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { useCreateResoKey } from '@/features/dashboard/settings/api/createResoKey';
import { useResoKeys } from '@/features/dashboard/settings/api/getResoKeys';
import { useRevokeResoKey } from '@/features/dashboard/settings/api/revokeResoKey';
import { NewResoKey } from './NewResoKey';
import styles from './SettingsTab.module.css';

const FORM_ID = 'reso-key';
const FEED_PATH = '/api/reso/Property';

/** Where partners read the feed: this site's own address. */
const feedUrl = () => `${typeof window === 'undefined' ? '' : window.location.origin}${FEED_PATH}`;

/**
 * The RESO feed's keys (docs/product/dashboard.md#settings): one per partner that copies the listings,
 * created with a name and whether it sees listings off the market, shown once, revoked at once.
 */
export function ResoKeysCard() {
  const keys = useResoKeys();
  const create = useCreateResoKey();
  const revoke = useRevokeResoKey();
  const { modal } = App.useApp();
  const notification = useToast();
  const toastFailure = useFailureToast();
  const [created, setCreated] = useState<Created | null>(null);
  const form = useSchemaForm<ResoKeyInput>(resoKeyInputSchema, { name: '', includeOffMarket: false });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      setCreated(await create.mutateAsync(input));
      form.reset({ name: '', includeOffMarket: false });
      notification.success({ title: 'Key created', description: 'Copy the key now: it is shown only once.' });
    } catch (error) {
      toastFailure('Failed to create key', error);
    }
  });

  const confirmRevoke = (key: ResoKey) =>
    modal.confirm({
      title: 'Revoke this key?',
      content: `“${key.name}” stops working at once: the partner using it can no longer read the feed.`,
      okText: 'Revoke',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          await revoke.mutateAsync(key.id);
          notification.success({ title: 'Key revoked', description: `“${key.name}” no longer reads the feed.` });
        } catch (error) {
          toastFailure('Failed to revoke key', error);
        }
      },
    });

  const columns: TableColumnsType<ResoKey> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Created', key: 'createdAt', render: (_, key) => formatReceivedAt(key.createdAt) },
    { title: 'Last used', key: 'lastUsedAt', render: (_, key) => (key.lastUsedAt ? formatReceivedAt(key.lastUsedAt) : 'Never') },
    { title: 'Off-market listings', key: 'includeOffMarket', render: (_, key) => (key.includeOffMarket ? 'Included' : 'No') },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, key) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Revoke ${key.name}`}
          onClick={() => confirmRevoke(key)}
        >
          Revoke
        </Button>
      ),
    },
  ];

  return (
    <Card title="RESO feed keys" className={styles.card}>
      <p className={styles.help}>
        Partners such as listing portals copy the agency&rsquo;s listings from the RESO Web API feed at <code>{feedUrl()}</code>, each with
        a key of its own sent as <code>Authorization: Bearer &lt;key&gt;</code>. Without the switch below, a key sees the listings the site
        shows. Revoking a key stops it at once.
      </p>
      {created && <NewResoKey created={created} onDone={() => setCreated(null)} />}
      <form id={FORM_ID} noValidate onSubmit={(event) => void onSubmit(event)} className={styles.keyForm}>
        <TextField control={form.control} name="name" label="Name (who the key is for)" formId={FORM_ID} />
        <SwitchField
          control={form.control}
          name="includeOffMarket"
          label="Include withdrawn, expired and canceled listings"
          formId={FORM_ID}
        />
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Create key
        </Button>
      </form>
      {keys.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : keys.isError ? (
        <LoadFailure title="The keys could not be loaded" onRetry={keys.refetch} />
      ) : (
        <Table<ResoKey>
          rowKey="id"
          columns={columns}
          dataSource={keys.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="No keys yet. Create one for each partner that copies the listings." /> }}
        />
      )}
    </Card>
  );
}
