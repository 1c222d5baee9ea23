import { Alert, Modal } from 'antd';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, savedSearchSchema, type AlertFrequency } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useToast } from '@/components/toasts';
import type { ListingFilters } from '@/features/listings';
import { useSaveSearch } from '@/features/savedSearches/api/saveSearch';
import { searchQuery, suggestedName } from '@/features/savedSearches/searchQuery';

const FORM_ID = 'save-search';
const nameAndFrequency = savedSearchSchema.pick(['name', 'frequency']);
const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({ value, label: ALERT_FREQUENCY_LABELS[value] }));

/** Names the listing's current filters and picks how often their alerts come. */
export function SaveSearchDialog({ filters, onClose }: { filters: ListingFilters; onClose: () => void }) {
  const save = useSaveSearch();
  const toast = useToast();
  const form = useSchemaForm(nameAndFrequency, { name: suggestedName(filters), frequency: 'daily' });

  const onSubmit = form.handleSubmit(({ name, frequency }) =>
    save.mutateAsync({ name, frequency: frequency as AlertFrequency, query: searchQuery(filters) }).then(
      (saved) => {
        toast.success({
          title: `“${saved.name}” is saved`,
          description: 'Rename it, change its alerts or delete it under Saved searches in your account.',
        });
        onClose();
      },
      () => undefined,
    ),
  );

  return (
    <Modal
      open
      title="Save this search"
      okText={save.isPending ? 'Saving...' : 'Save search'}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID, disabled: save.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <form id={FORM_ID} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Save this search">
        <TextField control={form.control} name="name" label="Name" formId={FORM_ID} />
        <SelectField control={form.control} name="frequency" label="Email me new matches" formId={FORM_ID} options={FREQUENCY_OPTIONS} />
        {save.isError && (
          <Alert type="error" showIcon role="alert" title={errorMessage(save.error, 'The search was not saved. Please try again.')} />
        )}
      </form>
    </Modal>
  );
}
