// The commands the preflight prints as fixes, in one place so that each is spelled one way.

/** A value in single quotes for a POSIX shell. */
export const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * A PATCH of a Google API that has no gcloud command, with the operator's own credentials and the
 * project as the quota project (user credentials need one named).
 */
export const patchGoogleApi = (projectId: string, url: string, body: unknown) =>
  `curl -X PATCH -H "Authorization: Bearer $(gcloud auth print-access-token)" -H 'x-goog-user-project: ${projectId}' -H 'Content-Type: application/json' ` +
  `'${url}' -d ${shellQuote(JSON.stringify(body))}`;

/** The line that sets NAME in the functions' .env file, as a command (dotenv takes the double-quoted value). */
export const appendEnvLine = (name: string, value: string, envFile: string) =>
  `echo ${shellQuote(`${name}=${JSON.stringify(value)}`)} >> ${envFile}`;

export const enableApis = (apis: string[], projectId: string) => `gcloud services enable ${apis.join(' ')} --project=${projectId}`;

/** The `(default)` database as gcloud takes it (quoted for the shell's parentheses). */
export const DEFAULT_DATABASE = "--database='(default)'";

export const grantProjectRole = (projectId: string, member: string, role: string) =>
  `gcloud projects add-iam-policy-binding ${projectId} --member=${member} --role=${role}`;
