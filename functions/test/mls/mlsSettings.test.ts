import { MLS_SOURCE_DEFAULTS } from '@estate/domain';
import { mlsSourceSetups } from '../../src/mls';

const source = {
  id: 'cincy',
  name: 'Cincinnati MLS',
  tokenUrl: 'https://api.mls.example/oauth2/token',
  baseUrl: 'https://api.mls.example/v2',
  originatingSystemName: 'CincyMLS',
};
const credentials = JSON.stringify({ cincy: { clientId: 'site', clientSecret: 's3cret' } });

describe('the MLS sources’ settings', () => {
  it('are MLS_SOURCES with their credentials from MLS_CREDENTIALS, the pace defaulting to MLS Grid’s', () => {
    expect(mlsSourceSetups(JSON.stringify([source]), credentials)).toEqual([
      {
        source: { ...source, ...MLS_SOURCE_DEFAULTS },
        credentials: { clientId: 'site', clientSecret: 's3cret' },
      },
    ]);
  });

  it('are MLS Grid’s pace and order by default', () => {
    expect(MLS_SOURCE_DEFAULTS).toEqual({
      pageSize: 100,
      keysPageSize: 1000,
      orderBy: 'ModificationTimestamp asc,ListingKey asc',
      requestsPerSecond: 2,
      maxInFlight: 1,
    });
  });

  it('read a server token for a source without a token endpoint', () => {
    const { tokenUrl: _none, originatingSystemName: _whole, ...feed } = source;
    expect(mlsSourceSetups(JSON.stringify([feed]), JSON.stringify({ cincy: { token: 'reso_k3y' } }))).toEqual([
      { source: { ...feed, ...MLS_SOURCE_DEFAULTS }, credentials: { token: 'reso_k3y' } },
    ]);
    expect(() => mlsSourceSetups(JSON.stringify([feed]), credentials)).toThrow('MLS_CREDENTIALS of source cincy: token is required');
  });

  it('are none by default, whatever the credentials', () => {
    expect(mlsSourceSetups('[]', '')).toEqual([]);
    expect(mlsSourceSetups('', '')).toEqual([]);
  });

  it('refuse a source without credentials, naming it', () => {
    expect(() => mlsSourceSetups(JSON.stringify([source]), '{}')).toThrow('MLS_CREDENTIALS has no credentials for source cincy');
    expect(() => mlsSourceSetups(JSON.stringify([source]), JSON.stringify({ cincy: { clientId: 'site' } }))).toThrow(
      'MLS_CREDENTIALS of source cincy: clientSecret is required',
    );
  });

  it('refuse what is wrong, saying what', () => {
    expect(() => mlsSourceSetups('not json', credentials)).toThrow('MLS_SOURCES is not JSON');
    expect(() => mlsSourceSetups(JSON.stringify([{ ...source, baseUrl: 'ftp://mls.example' }]), credentials)).toThrow(
      'baseUrl must be an http(s) URL',
    );
    expect(() => mlsSourceSetups(JSON.stringify([{ ...source, id: 'Has Spaces' }]), credentials)).toThrow('id must be');
    expect(() => mlsSourceSetups(JSON.stringify([{ ...source, maxInFlight: 3 }]), credentials)).toThrow('maxInFlight');
    expect(() => mlsSourceSetups(JSON.stringify([{ ...source, tokenUrl: 'token' }]), credentials)).toThrow(
      'tokenUrl must be an http(s) URL',
    );
    expect(() => mlsSourceSetups(JSON.stringify([{ ...source, orderBy: 'ListPrice desc' }]), credentials)).toThrow(
      'orderBy must be one of: ModificationTimestamp asc,ListingKey asc | ModificationTimestamp asc',
    );
    expect(() => mlsSourceSetups(JSON.stringify([source, source]), credentials)).toThrow('Each source needs an id of its own');
  });
});
