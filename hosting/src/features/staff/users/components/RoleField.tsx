import { Radio } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES, type NewUserInput } from '@estate/domain';
import styles from './RoleField.module.css';

/** The new account's role, each choice with what it may do (the dialog's default is Agent). */
export function RoleField({ control, formId }: { control: Control<NewUserInput>; formId: string }) {
  const id = `${formId}-role`;
  return (
    <Controller
      control={control}
      name="role"
      render={({ field }) => (
        <fieldset className={styles.field}>
          <legend className={styles.legend}>Role</legend>
          <Radio.Group name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
            {STAFF_ROLES.map((role) => (
              <div key={role} className={styles.choice}>
                <Radio value={role} aria-describedby={`${id}-${role}`}>
                  {ROLE_LABELS[role]}
                </Radio>
                <p id={`${id}-${role}`} className={styles.description}>
                  {ROLE_DESCRIPTIONS[role]}
                </p>
              </div>
            ))}
          </Radio.Group>
        </fieldset>
      )}
    />
  );
}
