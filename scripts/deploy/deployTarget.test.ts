import { commandOptions, deployTarget } from './deployTarget';

const ALIASES = { default: 'demo-queen-city-estates', production: 'qce-prod' };

describe('deployTarget', () => {
  it('resolves an alias of .firebaserc and keeps the alias, and takes a project id as it is', () => {
    expect(deployTarget('production', ALIASES)).toEqual({ projectId: 'qce-prod', alias: 'production' });
    expect(deployTarget('qce-staging', ALIASES)).toEqual({ projectId: 'qce-staging' });
  });

  it('refuses a name that is neither an alias nor a project id', () => {
    expect(() => deployTarget('Prod!', ALIASES)).toThrow(
      '"Prod!" is neither an alias in .firebaserc (default, production) nor a project id',
    );
  });

  it("refuses no project, and the emulators' demo project by alias or id", () => {
    expect(() => deployTarget(undefined, ALIASES)).toThrow('Name the project: --project <alias or project id>');
    expect(() => deployTarget('default', ALIASES)).toThrow("demo-queen-city-estates is the emulators' demo project");
    expect(() => deployTarget('demo-other', ALIASES)).toThrow("demo-other is the emulators' demo project");
  });
});

describe('commandOptions', () => {
  it('reads --project and --origin, and refuses anything else', () => {
    expect(commandOptions(['--project', 'production', '--origin', 'https://qce-prod.web.app'])).toEqual({
      project: 'production',
      origin: 'https://qce-prod.web.app',
    });
    expect(() => commandOptions(['--projekt', 'production'])).toThrow(/Unknown option '--projekt'/);
  });
});
