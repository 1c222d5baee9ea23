import { listed, lockDifferences } from './lockDifferences';

describe('lockDifferences', () => {
  const expected = {
    name: 'f',
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name: 'f' }, 'node_modules/a': { version: '1.0.0' } },
  };

  it('finds none in an equal lockfile, and names a changed header', () => {
    expect(lockDifferences(expected, JSON.parse(JSON.stringify(expected)))).toEqual([]);
    expect(lockDifferences(expected, { ...expected, lockfileVersion: 2 })).toEqual(['its lockfileVersion is 2, not 3']);
  });
});

describe('listed', () => {
  it('names five, then counts the rest', () => {
    expect(listed(['a', 'b'])).toBe('a; b');
    expect(listed(['1', '2', '3', '4', '5', '6', '7'])).toBe('1; 2; 3; 4; 5; and 2 more');
  });
});
