import { isLimitedField, TEXT_LIMITS } from '@estate/domain';

/** The server's limit for a text field of this name (docs/product/leads.md#lead-forms): typing stops there, and a text area counts. */
export const textLimit = (name: string): number | undefined => (isLimitedField(name) ? TEXT_LIMITS[name] : undefined);
