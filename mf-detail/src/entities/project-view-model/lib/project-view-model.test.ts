import type { Locale } from 'shared/domain';
import { buildEstate, buildProject, buildUnit, TRANSACTIONS } from '#detail/lib/test-estates';
import {
  alternatePaths,
  canonicalPath,
  projectViewModel,
  type ProjectViewModel,
} from './project-view-model';

const HIDDEN = [4, 12];

describe('canonical path', () => {
  const house = buildEstate('12');
  const project = buildProject('50', [buildUnit('51', '50', 1, 'A1')]);
  const unit = project.children[0]!;

  it.each<[Locale, ProjectViewModel, string]>([
    [
      'nl',
      { kind: 'property', estate: house },
      '/nl/aanbod/12/woning-te-koop-in-schoolstraat-9000-gent',
    ],
    [
      'fr',
      { kind: 'property', estate: house },
      '/fr/offre/12/maison-a-vendre-a-schoolstraat-9000-gand',
    ],
    [
      'nl',
      { kind: 'project', estate: project, units: [] },
      '/nl/aanbod/50/residentie-zonnehof-in-9000-gent',
    ],
    [
      'fr',
      { kind: 'project', estate: project, units: [] },
      '/fr/offre/50/residence-zonnehof-a-9000-gand',
    ],
    [
      'nl',
      { kind: 'unit', estate: unit, project },
      '/nl/aanbod/50/residentie-zonnehof-in-9000-gent/51',
    ],
    [
      'fr',
      { kind: 'unit', estate: unit, project },
      '/fr/offre/50/residence-zonnehof-a-9000-gand/51',
    ],
  ])('in %s for a %s', (locale, subject, expected) => {
    expect(canonicalPath(subject, locale)).toBe(expected);
  });

  it('leaves the street out when the address is not visible', () => {
    const hiddenStreet = buildEstate('12');
    hiddenStreet.general.address.visible = false;
    expect(canonicalPath({ kind: 'property', estate: hiddenStreet }, 'nl')).toBe(
      '/nl/aanbod/12/woning-te-koop-in-9000-gent',
    );
  });

  it('gives the path in each of the four languages', () => {
    expect(alternatePaths({ kind: 'property', estate: house })).toEqual({
      nl: '/nl/aanbod/12/woning-te-koop-in-schoolstraat-9000-gent',
      fr: '/fr/offre/12/maison-a-vendre-a-schoolstraat-9000-gand',
      en: '/en/offer/12/house-for-sale-in-schoolstraat-9000-ghent',
      de: '/de/angebot/12/haus-zu-verkaufen-in-schoolstraat-9000-gent',
    });
  });
});

describe('project view model (SPEC §3)', () => {
  it('is a property, a project with visible units by floor, or a unit', () => {
    const house = buildEstate('12');
    expect(projectViewModel(house, null, null, HIDDEN)).toEqual({
      kind: 'property',
      estate: house,
    });

    const a2 = buildUnit('52', '50', 2, 'A2');
    const a0 = buildUnit('51', '50', 0, 'A0');
    const hidden = buildUnit('53', '50', 1, 'A1', {
      general: { transaction: TRANSACTIONS.toRentOption },
    });
    const project = buildProject('50', [a2, hidden, a0]);
    expect(projectViewModel(project, null, null, HIDDEN)).toEqual({
      kind: 'project',
      estate: project,
      units: [a0, a2],
    });
    expect(projectViewModel(project, '52', null, HIDDEN)).toEqual({
      kind: 'unit',
      estate: a2,
      project,
    });
  });

  it('is null (not found) for a hidden estate, a hidden unit or an unknown unit', () => {
    const project = buildProject('50', [
      buildUnit('51', '50', 1, 'A1', {
        general: { transaction: { id: 12, name: { nl: 'Overgenomen' } } },
      }),
    ]);
    expect(
      projectViewModel(
        buildEstate('12', { general: { transaction: TRANSACTIONS.toRentOption } }),
        null,
        null,
        HIDDEN,
      ),
    ).toBeNull();
    expect(projectViewModel(project, '51', null, HIDDEN)).toBeNull();
    expect(projectViewModel(project, '99', null, HIDDEN)).toBeNull();
    expect(projectViewModel(null, null, null, HIDDEN)).toBeNull();
  });

  it('is a unit under its project when a unit is opened by its own id and the project is known', () => {
    const unit = buildUnit('51', '50', 1, 'A1');
    const project = buildProject('50', [unit]);
    expect(projectViewModel(unit, null, project, HIDDEN)).toEqual({
      kind: 'unit',
      estate: unit,
      project,
    });
    expect(projectViewModel(unit, null, null, HIDDEN)).toEqual({
      kind: 'property',
      estate: unit,
    });
  });
});
