import { newUserSchema, ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES, type NewUserInput } from '@estate/domain';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { TextField } from '@/components/form/TextField';
import { useToast } from '@/components/toasts';
import { FormDialog } from '@/features/uploads';
import { useFailureToast } from '@/components/useFailureToast';
import { useCreateUser } from '@/features/staff/users/api/createUser';
import { useSchemaForm } from '@/components/form/useSchemaForm';

const FORM_ID = 'new-user';

/** Each role with what it may do (docs/product/dashboard.md#roles). */
const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role], description: ROLE_DESCRIPTIONS[role] }));

const EMPTY_USER: NewUserInput = { username: '', password: '', name: '', email: '', phone: '', role: 'agent' };

interface Props {
  open: boolean;
  onClose: () => void;
}

/** docs/product/dashboard.md#users: the Add User dialog, with the role to give; POST /api/admin/users, then closes empty. */
export function NewUserDialog({ open, onClose }: Props) {
  const notification = useToast();
  const toastFailure = useFailureToast();
  const createUser = useCreateUser();
  const form = useSchemaForm<NewUserInput>(newUserSchema, EMPTY_USER);

  const close = () => {
    form.reset(EMPTY_USER);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const user = await createUser.mutateAsync(input);
      notification.success({ title: 'User created successfully', description: `${user.username} can now sign in.` });
      close();
    } catch (error) {
      toastFailure('Failed to create user', error);
    }
  });

  return (
    <FormDialog
      open={open}
      title="Add User"
      formId={FORM_ID}
      onSubmit={(event) => void onSubmit(event)}
      onClose={close}
      submitting={createUser.isPending}
      submitLabel="Create User"
      pendingLabel="Creating..."
      width={520}
    >
      <TextField control={form.control} name="username" label="Username" formId={FORM_ID} inputProps={{ autoComplete: 'off' }} />
      <TextField
        control={form.control}
        name="password"
        label="Password"
        formId={FORM_ID}
        inputProps={{ type: 'password', autoComplete: 'new-password' }}
      />
      <TextField control={form.control} name="name" label="Full Name" formId={FORM_ID} inputProps={{ autoComplete: 'off' }} />
      <TextField control={form.control} name="email" label="Email" formId={FORM_ID} inputProps={{ type: 'email', autoComplete: 'off' }} />
      <TextField
        control={form.control}
        name="phone"
        label="Phone (optional)"
        formId={FORM_ID}
        inputProps={{ type: 'tel', autoComplete: 'off' }}
      />
      <RadioGroupField control={form.control} name="role" label="Role" formId={FORM_ID} choices={ROLE_CHOICES} />
    </FormDialog>
  );
}
