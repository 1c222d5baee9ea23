import { worstInteraction, type EventEntry } from './eventTiming';
import { requestedBefore } from './firstRow';
import { median } from './timedRequests';

const entry = (name: string, startTime: number, duration: number, interactionId: number): EventEntry => ({
  name,
  startTime,
  duration,
  interactionId,
});

describe('worstInteraction', () => {
  it('answers the slowest event of any interaction, as INP counts an interaction by its slowest event', () => {
    const entries = [
      entry('keydown', 100, 48, 7),
      entry('keyup', 140, 24, 7),
      entry('pointerdown', 300, 40, 9),
      entry('click', 310, 136, 9),
      entry('keydown', 500, 72, 11),
    ];
    expect(worstInteraction(entries)).toEqual({ interactionId: 9, duration: 136, name: 'click' });
  });

  it('leaves out events of no interaction (interactionId 0): a slow mousemove is no interaction', () => {
    expect(worstInteraction([entry('mousemove', 100, 400, 0), entry('click', 200, 32, 3)])).toEqual({
      interactionId: 3,
      duration: 32,
      name: 'click',
    });
  });

  it('counts only what started from `since` on: the input measured, not what came before it', () => {
    const entries = [entry('click', 100, 300, 1), entry('keydown', 900, 56, 2)];
    expect(worstInteraction(entries, 800)).toEqual({ interactionId: 2, duration: 56, name: 'keydown' });
  });

  it('answers undefined when there was no interaction', () => {
    expect(worstInteraction([])).toBeUndefined();
    expect(worstInteraction([entry('mouseover', 100, 200, 0)])).toBeUndefined();
  });
});

describe('median', () => {
  it('answers the middle run of an odd number, the upper middle of an even one', () => {
    expect(median([240, 96, 180])).toBe(180);
    expect(median([5, 1, 3, 2])).toBe(3);
  });
});

describe('requestedBefore', () => {
  const resources = [
    { name: 'http://localhost:5000/assets/LeadsTab-abc.js', startTime: 400 },
    { name: 'http://localhost:5000/assets/LiveInboxConnection-def.js', startTime: 1500 },
  ];

  it('says whether a matching resource was requested before the moment', () => {
    expect(requestedBefore(resources, /LiveInboxConnection/, 1200)).toBe(false);
    expect(requestedBefore(resources, /LiveInboxConnection/, 1600)).toBe(true);
    expect(requestedBefore(resources, /firestore/, 5000)).toBe(false);
  });
});
