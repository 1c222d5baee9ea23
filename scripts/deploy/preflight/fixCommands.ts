// The commands the preflight prints as fixes, in one place so that each is spelled one way.

/** A value in single quotes for a POSIX shell. */
export const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export const enableApis = (apis: string[], projectId: string) => `gcloud services enable ${apis.join(' ')} --project=${projectId}`;

/** The `(default)` database as gcloud takes it (quoted for the shell's parentheses). */
export const DEFAULT_DATABASE = "--database='(default)'";

export const grantProjectRole = (projectId: string, member: string, role: string) =>
  `gcloud projects add-iam-policy-binding ${projectId} --member=${member} --role=${role}`;
