import { controllableClock } from './clock';

const START = new Date('2026-11-29T12:00:00.000Z');

describe('the controllable clock', () => {
  it('stands still where frozen, and moves only when set or advanced', () => {
    const clock = controllableClock(START, true);
    expect(clock.now()).toEqual(START);
    clock.advance(90_000);
    expect(clock.now()).toEqual(new Date('2026-11-29T12:01:30.000Z'));
    clock.set(new Date('2030-01-01T00:00:00.000Z'));
    expect(clock.now()).toEqual(new Date('2030-01-01T00:00:00.000Z'));
    expect(clock.frozen).toBe(true);
  });

  it('runs with the machine from where it is set, and freezes where it stands', () => {
    const clock = controllableClock(START, false);
    expect(clock.frozen).toBe(false);
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(START.getTime());
    clock.set(new Date('2040-06-01T00:00:00.000Z'));
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(Date.parse('2040-06-01T00:00:00.000Z'));
    clock.freeze(true);
    const stopped = clock.now();
    expect(clock.now()).toEqual(stopped);
    clock.freeze(false);
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(stopped.getTime());
  });

  it("runs on the machine's time unless a start is given", () => {
    const before = Date.now();
    expect(controllableClock(undefined, false).now().getTime()).toBeGreaterThanOrEqual(before);
  });
});
