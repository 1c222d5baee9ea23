import type { ComponentType } from 'react';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import type { ContentItem } from './contentCollection';

/** What an entity's form fields receive. */
export interface ContentFieldsProps<Item extends ContentItem, Values extends FieldValues> {
  form: UseFormReturn<Values>;
  formId: string;
  /** The item being edited; absent when adding one. */
  editing?: Item;
  /** The collection as listed, e.g. for the names still free or the categories in use. */
  items: Item[];
  /** An image upload is running: the dialog must not submit yet. */
  onUploadingChange: (uploading: boolean) => void;
}

/** How one entity is edited: its shared schema, its fields and how item, form and API body relate. */
export interface ContentFormConfig<Item extends ContentItem, Values extends FieldValues> {
  /** Prefix of the field ids, and the form's id. */
  id: string;
  schema: ObjectSchema<Values>;
  blank: DefaultValues<Values>;
  fromItem: (item: Item) => Values;
  /** The POST or PATCH body; the form's values as validated when absent. */
  toInput?: (values: Values, editing?: Item) => unknown;
  /** The field a 409 (another item has this slug or name) is about. */
  uniqueField?: FieldPath<Values>;
  Fields: ComponentType<ContentFieldsProps<Item, Values>>;
  width?: number;
}
