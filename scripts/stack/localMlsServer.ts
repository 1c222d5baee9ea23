import { type LocalMls, startLocalMls } from '../localMls';
import { LOCAL_MLS_DEMO_CLIENT, LOCAL_MLS_PORT, localMlsDataMoment } from './localMlsSource';
import { LOCAL_MLS_EPOCH_FILE } from './paths';

/** How a stack runs its local MLS: `npm start`'s thousands of listings, the test stack's few hundred on a clock that stands still. */
export interface StackMlsOptions {
  listings: number;
  frozenClock?: boolean;
  /** How long its photo URLs work (an hour unless said); null: unsigned, good for ever. */
  mediaUrlLifetimeS?: number | null;
}

/**
 * The local MLS beside the emulators, as MailDev is: in this process, on its fixed loopback port,
 * with the local demo client; a stack that keeps its data (`keep`) serves the data set it served before.
 */
export function startStackMls({ keep, ...options }: StackMlsOptions & { keep: boolean }): Promise<LocalMls> {
  const now = new Date();
  return startLocalMls({
    ...LOCAL_MLS_DEMO_CLIENT,
    ...options,
    port: LOCAL_MLS_PORT,
    now,
    asOf: localMlsDataMoment(keep, now, LOCAL_MLS_EPOCH_FILE),
  });
}
