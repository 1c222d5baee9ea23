import indexes from '../../../firestore.indexes.json';
import { OPEN_HOUSE_QUERIES } from '../../src/openHouses';

/**
 * Every composite query the open houses run has its index (firestore.indexes.json): the emulator
 * runs any query, production refuses one without. The waitlist's read, oldest first, too.
 */
const declared = (group: string) =>
  new Set(
    indexes.indexes
      .filter((index) => index.collectionGroup === group && index.queryScope === 'COLLECTION')
      .map((index) => JSON.stringify(index.fields.map((field) => field.fieldPath))),
  );

describe('firestore.indexes.json for the open houses', () => {
  it.each(Object.entries(OPEN_HOUSE_QUERIES))('declares the index of the %s query', (_name, fields) => {
    expect(declared('openHouses').has(JSON.stringify(fields))).toBe(true);
  });

  it("declares the waitlist's index (status, then when each joined)", () => {
    expect(declared('rsvps').has(JSON.stringify(['status', 'joinedAt']))).toBe(true);
  });
});
