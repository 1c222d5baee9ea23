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
  // Both at once: the api tests wipe before each test, and the two emulators are apart.
  await Promise.all(targets.map((url) => wipe(url)));
}

/**
 * The Cloud CLI's Firestore emulator answers 499 (cancelled) now and then when the wipe comes just
 * as the background triggers are connected anew (CI saw it once, right after a step resumed them):
 * a few tries, a second apart, before it is an error.
 */
async function wipe(url: string, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.ok) return;
    if (response.status !== 499 || attempt === tries) throw new Error(`Could not wipe ${url}: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
