import { address, PROJECT_ID } from './config';

interface TriggerDefinition {
  id: string;
  eventTrigger?: {
    eventType: string;
    eventFilters?: { database?: string; namespace?: string; document?: string };
    eventFilterPathPatterns?: { document?: string };
  };
}

/** What the Cloud CLI's emulator needs to call the function for one Firestore event. */
function triggerRegistration(definition: TriggerDefinition) {
  const trigger = definition.eventTrigger;
  const exact = trigger?.eventFilters?.document;
  const pattern = trigger?.eventFilterPathPatterns?.document;
  if (!trigger?.eventType.startsWith('google.cloud.firestore.document.') || !(exact ?? pattern)) return undefined;
  return {
    eventType: trigger.eventType,
    database: trigger.eventFilters?.database ?? '(default)',
    namespace: trigger.eventFilters?.namespace ?? '(default)',
    document: { value: exact ?? pattern, matchType: exact ? 'EXACT' : 'PATH_PATTERN' },
  };
}

/**
 * Connects the functions' Firestore triggers (onDocumentCreated…) to the Cloud CLI's Firestore
 * emulator, started with --functions_emulator. firebase-tools makes this same call only for a
 * Firestore emulator it runs itself, so with the Cloud CLI's it would ignore them. A trigger's
 * key is its id and the Functions emulator's `generation` of the code: 0 at start, one more each
 * time the code reloads (resumeBackgroundTriggers reloads it).
 */
export async function registerFirestoreTriggers(generation: number): Promise<string[]> {
  const response = await fetch(`http://${address('functions')}/backends`);
  if (!response.ok) throw new Error(`The Functions emulator did not list its functions: ${response.status}`);
  const { backends } = (await response.json()) as { backends: { functionTriggers: TriggerDefinition[] }[] };
  const registered = new Set<string>();
  for (const definition of backends.flatMap((backend) => backend.functionTriggers)) {
    const registration = triggerRegistration(definition);
    if (!registration || registered.has(definition.id)) continue;
    const key = `${definition.id}-${generation}`;
    const url = `http://${address('firestore')}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(key)}`;
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration),
    });
    if (!answer.ok) throw new Error(`The Firestore emulator refused trigger ${definition.id}: ${answer.status} ${await answer.text()}`);
    registered.add(definition.id);
  }
  return [...registered];
}

const hubUrl = (path: string) => `http://${address('hub')}${path}`;

async function hubCall(path: string): Promise<void> {
  const response = await fetch(hubUrl(path), { method: 'PUT' });
  if (!response.ok) throw new Error(`The emulator hub refused ${path}: ${response.status} ${await response.text()}`);
}

/**
 * Background functions (the Firestore triggers) stop running until resumed: the API tests write
 * and wipe leads and must not race a trigger that updates them.
 */
export const pauseBackgroundTriggers = () => hubCall('/functions/disableBackgroundTriggers');

/** Runs them again; the Functions emulator reloads its code, so they are connected anew. */
export const resumeBackgroundTriggers = () => hubCall('/functions/enableBackgroundTriggers');
