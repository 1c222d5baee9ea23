/**
 * Runs `test` on jest's clock, which findBy and waitFor move on as they wait: a retry, a poll or a
 * pause the app waits for comes without the test idling through it. The clock also runs on by
 * itself, as the real one does.
 */
export async function onJestClock(test: () => Promise<void>): Promise<void> {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    await test();
  } finally {
    jest.useRealTimers();
  }
}
