import { useState } from 'react';
import { errorMessage } from '@/api/client';

/**
 * One factor action at a time (a code, a passkey, a new app): busy while it runs, and the API's
 * refusal, or `refused` when it says none, to show beside it. `attempt` answers whether it succeeded.
 */
export function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const attempt = async (run: () => Promise<unknown>, refused: string): Promise<boolean> => {
    setBusy(true);
    setFailure(undefined);
    try {
      await run();
      return true;
    } catch (error) {
      setFailure(errorMessage(error, refused));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, attempt };
}
