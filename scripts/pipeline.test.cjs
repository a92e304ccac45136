/**
 * What a change to the API runs: its own package, but every package for a change of its contract
 * (api/contract), which the teams' forms, kit and shared's servers build on, so that the teams'
 * tests against the contract run when it changes.
 */
const pipeline = require('./pipeline.cjs');
const registry = require('./registry.cjs');

const remotes = registry.remotes();

describe('the packages a change of the API touches', () => {
  it('are the API alone for its routes, services and mails', () => {
    expect(pipeline.packagesOfChanges(['api/src/routes/rentals.ts'], remotes)).toEqual({
      everything: null,
      packages: ['api'],
      journeys: [],
    });
  });

  it('are every package for its contract', () => {
    expect(pipeline.packagesOfChanges(['api/src/contract/fields.ts'], remotes)).toEqual({
      everything: "api/src/contract/fields.ts is the API's contract",
      packages: [],
      journeys: [],
    });
  });
});
