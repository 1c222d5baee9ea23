import { enginesNodeMajor, runtimeNodeMajor, upgradeDue } from './runtimeLifecycle';

const nodejs24 = { friendly: 'Node.js 24', deprecationDate: '2028-04-30', decommissionDate: '2028-10-31' };

describe('upgradeDue', () => {
  it('is silent until 180 days before the deprecation date', () => {
    expect(upgradeDue('nodejs24', nodejs24, new Date('2026-11-25'))).toBeUndefined();
    expect(upgradeDue('nodejs24', nodejs24, new Date('2027-11-01T23:59:59Z'))).toBeUndefined();
  });

  it('fails from 180 days before it, naming both dates', () => {
    expect(upgradeDue('nodejs24', nodejs24, new Date('2027-11-02'))).toMatch(
      /^nodejs24 is deprecated on 2028-04-30 and decommissioned on 2028-10-31 .*: upgrade the runtime$/,
    );
  });

  it('says "was" once the deprecation date has passed', () => {
    expect(upgradeDue('nodejs24', nodejs24, new Date('2028-05-01'))).toMatch(/^nodejs24 was deprecated on 2028-04-30/);
  });
});

describe('Node majors', () => {
  it('reads a Node.js runtime and nothing else', () => {
    expect(runtimeNodeMajor('nodejs24')).toBe(24);
    expect(runtimeNodeMajor('python312')).toBeUndefined();
  });

  it('reads the major an engines range starts from', () => {
    expect(['24', '>=24', '^24.1.0', '24.x'].map(enginesNodeMajor)).toEqual([24, 24, 24, 24]);
    expect(enginesNodeMajor(undefined)).toBeUndefined();
  });
});
