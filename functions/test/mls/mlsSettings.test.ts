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
        source: { ...source, pageSize: MLS_SOURCE_DEFAULTS.pageSize, requestsPerSecond: 2, maxInFlight: 1 },
        credentials: { clientId: 'site', clientSecret: 's3cret' },
      },
    ]);
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
    expect(() => mlsSourceSetups(JSON.stringify([source, source]), credentials)).toThrow('Each source needs an id of its own');
  });
});
