import { requestPacer } from '../../src/mls/requestPacer';
import { virtualClock } from './support/virtualClock';

describe('a source’s pace', () => {
  it('starts at most requestsPerSecond requests a second', async () => {
    const { clock } = virtualClock(0);
    const pacer = requestPacer(2, clock);
    const starts: number[] = [];
    for (let n = 0; n < 5; n += 1) await pacer.run(async () => void starts.push(clock.now()));
    expect(starts).toEqual([0, 500, 1000, 1500, 2000]);
  });

  it('waits only for what is left of the spacing', async () => {
    const time = virtualClock(0);
    const pacer = requestPacer(4, time.clock);
    await pacer.run(async () => time.advance(100));
    const started: number[] = [];
    await pacer.run(async () => void started.push(time.clock.now()));
    expect(started).toEqual([250]);
    expect(time.sleeps).toEqual([150]);
  });

  it('keeps one request under way at a time, whoever asks', async () => {
    const { clock } = virtualClock(0);
    const pacer = requestPacer(1000, clock);
    const events: string[] = [];
    let release!: () => void;
    const first = pacer.run(async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      events.push('first ends');
    });
    const second = pacer.run(async () => void events.push('second starts'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['first starts']);
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('goes on after a request that failed', async () => {
    const { clock } = virtualClock(0);
    const pacer = requestPacer(2, clock);
    await expect(pacer.run(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(pacer.run(async () => 'answered')).resolves.toBe('answered');
  });
});
