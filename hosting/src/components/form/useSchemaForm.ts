import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

interface SchemaFormOptions {
  /** Drop fields the schema does not name, so ids and timestamps of an edited record are never sent. */
  stripUnknown?: boolean;
}

/**
 * A react-hook-form form checked by a shared yup schema the way docs/product/reference.md#validation says every form is:
 * validation on submit, then again on each change, and focus on the first invalid field.
 */
export function useSchemaForm<Values extends FieldValues>(
  schema: ObjectSchema<Values>,
  defaultValues: DefaultValues<Values>,
  { stripUnknown = false }: SchemaFormOptions = {},
) {
  return useForm<Values>({
    // yupResolver's types cannot follow a generic schema to its values.
    resolver: yupResolver(schema, { stripUnknown }) as unknown as Resolver<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues,
  });
}
