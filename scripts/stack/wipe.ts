/**
 * Deletes every document and every account of a demo project through the emulators' admin
 * endpoints. Reads the emulator hosts and project from `env`, so the scripts and the API
 * tests share it.
 */
export async function wipeEmulators(env: Record<string, string | undefined>): Promise<void> {
  const { FIRESTORE_EMULATOR_HOST: firestore, FIREBASE_AUTH_EMULATOR_HOST: auth, GCLOUD_PROJECT: project } = env;
  if (!firestore || !auth || !project?.startsWith('demo-')) {
    throw new Error('Wiping needs the Firestore and Auth emulators of a demo- project.');
  }
  const targets = [
    `http://${firestore}/emulator/v1/projects/${project}/databases/(default)/documents`,
    `http://${auth}/emulator/v1/projects/${project}/accounts`,
  ];
  for (const url of targets) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Could not wipe ${url}: ${response.status}`);
  }
}
