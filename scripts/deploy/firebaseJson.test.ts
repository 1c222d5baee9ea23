import { functionRewrites, functionsCodebases } from './firebaseJson';

describe('firebase.json', () => {
  it('takes functions as one codebase or a list', () => {
    expect(functionsCodebases({ functions: { source: 'functions' } })).toEqual([{ source: 'functions' }]);
    expect(functionsCodebases({ functions: [{ source: 'a' }, { source: 'b' }] })).toHaveLength(2);
    expect(functionsCodebases({})).toEqual([]);
  });

  it('lists the rewrites to functions, in us-central1 where they name no region', () => {
    const rewrites = functionRewrites({
      hosting: {
        public: 'dist',
        rewrites: [
          { source: '/api/**', function: { functionId: 'api', region: 'europe-west1' } },
          { source: '/old/**', function: 'legacy' },
          { regex: '^/x$', function: { functionId: 'x' } },
          { source: '**', destination: '/index.html' } as never,
        ],
      },
    });
    expect(rewrites).toEqual([
      { pattern: '/api/**', functionId: 'api', region: 'europe-west1' },
      { pattern: '/old/**', functionId: 'legacy', region: 'us-central1' },
      { pattern: '^/x$', functionId: 'x', region: 'us-central1' },
    ]);
  });
});
