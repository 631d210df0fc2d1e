import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadPackage } from '../../server/engine/packageLoader';
import { parsePackage } from '../../server/engine/packageParser';
import type { PackageError } from '../../src/api/simulationPackage/errors';
import { MAX_CRITERIA, MAX_FUNDING_SOURCES, MAX_TREATMENTS } from '../../src/api/simulationPackage/limits';
import type { SimulationSettingsInput } from '../../src/api/simulationPackage/settings.schema';
import { assetsCsv, baseSettings, uniformAssets } from './fixtures';

const HEADER = 'asset_id,network_measure,condition_surface';

async function errorsOf(settings: unknown, csv: string): Promise<PackageError[]> {
  const parsed = await parsePackage({ settings, assetsCsv: csv });
  return parsed.ok ? [] : parsed.errors;
}

async function settingsErrors(change: (settings: SimulationSettingsInput) => void): Promise<string[]> {
  const settings = baseSettings();
  change(settings);
  return (await errorsOf(settings, assetsCsv(uniformAssets(3, 1)))).map((error) => error.message);
}

async function csvErrors(csv: string): Promise<PackageError[]> {
  return errorsOf(baseSettings(), csv);
}

describe('settings.json', () => {
  const cases: [string, (settings: SimulationSettingsInput) => void, string][] = [
    ['a wrong format version', (s) => Object.assign(s, { formatVersion: 2 }), 'settings.json formatVersion: Invalid input: expected 1'],
    ['an unknown field', (s) => Object.assign(s, { colour: 'red' }), 'settings.json: Unrecognized key: "colour"'],
    ['a badly formed id', (s) => (s.criteria[0]!.id = 'Surface'), 'settings.json criteria[0].id: must be lower case letters, digits and _, starting with a letter'],
    ['a weight of 0', (s) => (s.criteria[0]!.weight = 0), 'settings.json criteria[0].weight: weight must be above 0'],
    ['a short profile', (s) => (s.criteria[0]!.profile = [5, 10, 30]), 'settings.json criteria[0].profile: profile must list 6 ages (state 0→1 to 5→6)'],
    ['an unknown distribution', (s) => Object.assign(s.criteria[0]!, { distribution: 'weibull' }), 'settings.json criteria[0].distribution: Invalid option: expected one of "fixed"|"gaussianHigh"|"gaussianMedium"|"gaussianLow"|"poisson"|"discreteUniform"'],
    ['six service states', (s) => (s.serviceStates = s.serviceStates.slice(0, 6)), 'settings.json serviceStates: there must be 7 service states (0 to 6)'],
    ['states out of order', (s) => { const [a, b] = [s.serviceStates[1]!, s.serviceStates[2]!]; a.state = 2; b.state = 1; }, 'settings.json serviceStates[1].state: states must be listed in order 0 to 6 (expected 1)'],
    ['a new state below 100 %', (s) => (s.serviceStates[0]!.servicePotential = 95), 'settings.json serviceStates[0].servicePotential: state 0 (new) must have a service potential of 100 %'],
    ['a rising service potential', (s) => (s.serviceStates[3]!.servicePotential = 80), 'settings.json serviceStates[3].servicePotential: service potential must not rise from state 2 to state 3'],
    ['a rising remaining life', (s) => (s.serviceStates[2]!.remainingLife = 40), 'settings.json serviceStates[2].remainingLife: remaining life must not rise from state 1 to state 2'],
    ['native conditions that turn back', (s) => (s.serviceStates[4]!.nativeCondition = 8), 'settings.json serviceStates[4].nativeCondition: native conditions must rise or fall steadily from state 0 to state 6'],
    ['a service potential above 100', (s) => (s.serviceStates[0]!.servicePotential = 120), 'settings.json serviceStates[0].servicePotential: service potential must be between 0 and 100 %'],
    ['a duplicate criterion', (s) => s.criteria.push({ ...s.criteria[0]! }), 'settings.json criteria[1].id: criterion id "surface" is used twice'],
    ['a profile that does not increase', (s) => (s.criteria[0]!.profile = [5, 5, 15, 20, 25, 30]), 'settings.json criteria[0].profile[1]: profile ages must increase (state 1→2 at 5 years)'],
    ['a profile that misses the default life', (s) => (s.criteria[0]!.defaultLife = 40), 'settings.json criteria[0].profile[5]: the last profile age (30) must equal the default life (40)'],
    ['an unknown trigger criterion', (s) => (s.treatments[0]!.trigger.criterion = 'roof'), 'settings.json treatments[0].trigger.criterion: unknown criterion "roof"'],
    ['a trigger range that ends before it starts', (s) => (s.treatments[0]!.trigger = { criterion: 'surface', fromState: 4, toState: 2 }), 'settings.json treatments[0].trigger.toState: the trigger range must not end before it starts'],
    ['added years at end of life', (s) => (s.treatments[1]!.effect = { type: 'addYears', years: 5 }), 'settings.json treatments[1].trigger.toState: an addYears treatment cannot trigger at state 6: an asset at end of life has no later state to delay'],
    ['an unknown effect criterion', (s) => (s.treatments[0]!.effectCriteria = ['roof']), 'settings.json treatments[0].effectCriteria[0]: unknown criterion "roof"'],
    ['an unknown follow-up', (s) => (s.treatments[0]!.followUp = { treatment: 'paint', afterYears: 1 }), 'settings.json treatments[0].followUp.treatment: unknown treatment "paint"'],
    ['an unknown funding source on a treatment', (s) => (s.treatments[0]!.fundingSources = ['lottery']), 'settings.json treatments[0].fundingSources[0]: unknown funding source "lottery"'],
    ['an apply rate above 100 %', (s) => (s.treatments[0]!.applyRate = 120), 'settings.json treatments[0].applyRate: apply rate must be above 0 and at most 100 %'],
    ['a negative unit cost', (s) => (s.treatments[0]!.unitCost = -1), 'settings.json treatments[0].unitCost: unit cost must be 0 or more'],
    ['a cost variation of -100 %', (s) => (s.treatments[0]!.costVariations = [{ filter: {}, percent: -100 }]), 'settings.json treatments[0].costVariations[0].percent: must be greater than -100 %'],
    ['an unknown filter field', (s) => Object.assign(s.treatments[0]!, { filter: { colour: ['red'] } }), 'settings.json treatments[0].filter: Unrecognized key: "colour"'],
    ['a consequence of failure of 6 in a filter', (s) => (s.treatments[0]!.filter = { consequenceOfFailure: [6] }), 'settings.json treatments[0].filter.consequenceOfFailure[0]: consequence of failure is 1 to 5'],
    ['a duplicate funding source', (s) => s.strategy.fundingSources.push({ id: 'rates', name: 'Again' }), 'settings.json strategy.fundingSources[2].id: funding source id "rates" is used twice'],
    ['more budget amounts than years', (s) => (s.strategy.budget = { yearly: Array.from({ length: 11 }, () => 5) }), 'settings.json strategy.budget.yearly: has 11 amounts for 10 years'],
    ['a negative budget', (s) => (s.strategy.budget = { yearly: [-5] }), 'settings.json strategy.budget.yearly[0]: budget must be 0 or more'],
    ['a split that does not total 100 %', (s) => (s.strategy.split = [{ fromYear: 2025, percent: { rates: 70, grant: 20 } }]), 'settings.json strategy.split[0].percent: the budget split must total 100 % (it totals 90 %)'],
    ['a share above 100 %', (s) => (s.strategy.split = [{ fromYear: 2025, percent: { rates: 150 } }]), 'settings.json strategy.split[0].percent.rates: a share must be between 0 and 100 %'],
    ['a split that starts late', (s) => (s.strategy.split[0]!.fromYear = 2026), 'settings.json strategy.split[0].fromYear: the first split must start in the start year 2025'],
    ['splits out of order', (s) => s.strategy.split.push({ fromYear: 2025, percent: { rates: 100 } }), 'settings.json strategy.split[1].fromYear: splits must be listed by increasing year'],
    ['a split after the analysis', (s) => s.strategy.split.push({ fromYear: 2040, percent: { rates: 100 } }), 'settings.json strategy.split[1].fromYear: 2040 is after the last year of the analysis (2034)'],
    ['a split to an unknown source', (s) => (s.strategy.split = [{ fromYear: 2025, percent: { rates: 70, lottery: 30 } }]), 'settings.json strategy.split[0].percent.lottery: unknown funding source "lottery"'],
    ['too many years', (s) => (s.strategy.years = 101), 'settings.json strategy.years: an analysis runs for 1 to 100 years'],
    ['a forced unknown treatment', (s) => (s.strategy.forced = [{ asset: 'A1', treatment: 'paint', year: 2025 }]), 'settings.json strategy.forced[0].treatment: unknown treatment "paint"'],
    ['a forced year outside the analysis', (s) => (s.strategy.forced = [{ asset: 'A1', treatment: 'reseal', year: 2050 }]), 'settings.json strategy.forced[0].year: 2050 is outside the analysis (2025 to 2034)'],
    ['an asset both forced and excluded', (s) => { s.strategy.forced = [{ asset: 'A1', treatment: 'reseal', year: 2025 }]; s.strategy.excluded = ['A1']; }, 'settings.json strategy.forced[0].asset: asset A1 is both forced and excluded'],
    ['a benefit variation of -100 %', (s) => (s.strategy.benefit = { basedOn: 'serviceState', variation: { consequenceOfFailure: { '5': -100 } } }), 'settings.json strategy.benefit.variation.consequenceOfFailure.5: must be greater than -100 %'],
    ['a forced asset not in assets.csv', (s) => (s.strategy.forced = [{ asset: 'Z9', treatment: 'reseal', year: 2025 }]), 'settings.json strategy.forced[0].asset: asset Z9 is not in assets.csv'],
    ['an excluded asset not in assets.csv', (s) => (s.strategy.excluded = ['Z9']), 'settings.json strategy.excluded[0]: asset Z9 is not in assets.csv'],
    ['a service state of -1', (s) => (s.serviceStates[0]!.state = -1), 'settings.json serviceStates[0].state: state must be a whole number from 0 to 6'],
    ['a service state of 2.5', (s) => (s.serviceStates[2]!.state = 2.5), 'settings.json serviceStates[2].state: state must be a whole number from 0 to 6'],
    ['a negative service potential', (s) => (s.serviceStates[6]!.servicePotential = -5), 'settings.json serviceStates[6].servicePotential: service potential must be between 0 and 100 %'],
    ['a negative remaining life', (s) => (s.serviceStates[6]!.remainingLife = -1), 'settings.json serviceStates[6].remainingLife: remaining life must be 0 years or more'],
    ['a default life of 0', (s) => (s.criteria[0]!.defaultLife = 0), 'settings.json criteria[0].defaultLife: default life must be above 0 years'],
    ['a profile age of 0', (s) => (s.criteria[0]!.profile = [0, 10, 15, 20, 25, 30]), 'settings.json criteria[0].profile[0]: profile ages must be above 0 years'],
    ['a life variation factor of 0', (s) => (s.criteria[0]!.lifeVariation = [{ filter: {}, factor: 0 }]), 'settings.json criteria[0].lifeVariation[0].factor: life variation factor must be above 0'],
    ['no criteria', (s) => (s.criteria = []), `settings.json criteria: there must be 1 to ${MAX_CRITERIA} criteria`],
    ['too many criteria', (s) => (s.criteria = Array.from({ length: MAX_CRITERIA + 1 }, (_, n) => ({ ...s.criteria[0]!, id: `c${n}` }))), `settings.json criteria: there must be 1 to ${MAX_CRITERIA} criteria`],
    ['a trigger state of -1', (s) => (s.treatments[0]!.trigger.fromState = -1), 'settings.json treatments[0].trigger.fromState: state must be a whole number from 0 to 6'],
    ['a trigger state of 7', (s) => (s.treatments[0]!.trigger.toState = 7), 'settings.json treatments[0].trigger.toState: state must be a whole number from 0 to 6'],
    ['a trigger state of 2.5', (s) => (s.treatments[0]!.trigger.fromState = 2.5), 'settings.json treatments[0].trigger.fromState: state must be a whole number from 0 to 6'],
    ['an improve effect of 0 states', (s) => (s.treatments[0]!.effect = { type: 'improve', states: 0 }), 'settings.json treatments[0].effect.states: an improve effect must raise the state by a whole number from 1 to 6'],
    ['an improve effect of 7 states', (s) => (s.treatments[0]!.effect = { type: 'improve', states: 7 }), 'settings.json treatments[0].effect.states: an improve effect must raise the state by a whole number from 1 to 6'],
    ['an improve effect of 1.5 states', (s) => (s.treatments[0]!.effect = { type: 'improve', states: 1.5 }), 'settings.json treatments[0].effect.states: an improve effect must raise the state by a whole number from 1 to 6'],
    ['added years of 0', (s) => (s.treatments[0]!.effect = { type: 'addYears', years: 0 }), 'settings.json treatments[0].effect.years: added years must be above 0'],
    ['a follow-up after 0 years', (s) => (s.treatments[0]!.followUp = { treatment: 'reconstruct', afterYears: 0 }), 'settings.json treatments[0].followUp.afterYears: a follow-up must come a whole number of years later, 1 or more'],
    ['a follow-up after 1.5 years', (s) => (s.treatments[0]!.followUp = { treatment: 'reconstruct', afterYears: 1.5 }), 'settings.json treatments[0].followUp.afterYears: a follow-up must come a whole number of years later, 1 or more'],
    ['an apply rate of 0', (s) => (s.treatments[0]!.applyRate = 0), 'settings.json treatments[0].applyRate: apply rate must be above 0 and at most 100 %'],
    ['an empty effect criteria list', (s) => (s.treatments[0]!.effectCriteria = []), "settings.json treatments[0].effectCriteria: must list at least one criterion (leave it out to use the trigger's criterion)"],
    ['an empty funding source list on a treatment', (s) => (s.treatments[0]!.fundingSources = []), 'settings.json treatments[0].fundingSources: must list at least one funding source (leave it out to allow every source)'],
    ['a blank treatment name', (s) => (s.treatments[0]!.name = ''), 'settings.json treatments[0].name: must not be empty'],
    ['a blank value in a filter', (s) => (s.treatments[0]!.filter = { location: [''] }), 'settings.json treatments[0].filter.location[0]: must not be empty'],
    ['a strategy name that is not text', (s) => Object.assign(s.strategy, { name: 42 }), 'settings.json strategy.name: must be text'],
    ['an empty filter field', (s) => (s.treatments[0]!.filter = { class: [] }), 'settings.json treatments[0].filter.class: must list at least one value (leave the field out to select every asset)'],
    ['an empty consequence of failure list in a filter', (s) => (s.treatments[0]!.filter = { consequenceOfFailure: [] }), 'settings.json treatments[0].filter.consequenceOfFailure: must list at least one value (leave the field out to select every asset)'],
    ['a consequence of failure of 0 in a filter', (s) => (s.treatments[0]!.filter = { consequenceOfFailure: [0] }), 'settings.json treatments[0].filter.consequenceOfFailure[0]: consequence of failure is 1 to 5'],
    ['a consequence of failure of 2.5 in a filter', (s) => (s.treatments[0]!.filter = { consequenceOfFailure: [2.5] }), 'settings.json treatments[0].filter.consequenceOfFailure[0]: consequence of failure is 1 to 5'],
    ['no treatments', (s) => (s.treatments = []), `settings.json treatments: there must be 1 to ${MAX_TREATMENTS} treatments`],
    ['too many treatments', (s) => (s.treatments = Array.from({ length: MAX_TREATMENTS + 1 }, (_, n) => ({ ...s.treatments[1]!, id: `t${n}` }))), `settings.json treatments: there must be 1 to ${MAX_TREATMENTS} treatments`],
    ['a start year of 1899', (s) => (s.strategy.startYear = 1899), 'settings.json strategy.startYear: the start year must be a whole number from 1900 to 2200'],
    ['a start year of 2201', (s) => (s.strategy.startYear = 2201), 'settings.json strategy.startYear: the start year must be a whole number from 1900 to 2200'],
    ['a start year of 2025.5', (s) => (s.strategy.startYear = 2025.5), 'settings.json strategy.startYear: the start year must be a whole number from 1900 to 2200'],
    ['no years', (s) => (s.strategy.years = 0), 'settings.json strategy.years: an analysis runs for 1 to 100 years'],
    ['a fraction of a year', (s) => (s.strategy.years = 2.5), 'settings.json strategy.years: an analysis runs for 1 to 100 years'],
    ['a negative seed', (s) => (s.seed = -1), 'settings.json seed: seed must be a whole number from 0 to 4294967295'],
    ['a seed above 32 bits', (s) => (s.seed = 2 ** 32), 'settings.json seed: seed must be a whole number from 0 to 4294967295'],
    ['a seed of 1.5', (s) => (s.seed = 1.5), 'settings.json seed: seed must be a whole number from 0 to 4294967295'],
    ['no funding sources', (s) => (s.strategy.fundingSources = []), `settings.json strategy.fundingSources: there must be 1 to ${MAX_FUNDING_SOURCES} funding sources`],
    ['too many funding sources', (s) => (s.strategy.fundingSources = Array.from({ length: MAX_FUNDING_SOURCES + 1 }, (_, n) => ({ id: `f${n}`, name: `F${n}` }))), `settings.json strategy.fundingSources: there must be 1 to ${MAX_FUNDING_SOURCES} funding sources`],
    ['a budget without amounts', (s) => (s.strategy.budget = { yearly: [] }), 'settings.json strategy.budget.yearly: the budget must list at least one yearly amount'],
    ['no split', (s) => (s.strategy.split = []), 'settings.json strategy.split: the budget split must have at least one entry'],
    ['a split year of 2025.5', (s) => (s.strategy.split[0]!.fromYear = 2025.5), 'settings.json strategy.split[0].fromYear: a split year must be a whole number'],
    ['a negative share', (s) => (s.strategy.split = [{ fromYear: 2025, percent: { rates: 110, grant: -10 } }]), 'settings.json strategy.split[0].percent.grant: a share must be between 0 and 100 %'],
    ['a forced year of 2025.5', (s) => (s.strategy.forced = [{ asset: 'A1', treatment: 'reseal', year: 2025.5 }]), 'settings.json strategy.forced[0].year: a forced year must be a whole number'],
  ];

  test.each(cases)('reports %s', async (_, change, message) => {
    expect(await settingsErrors(change)).toContain(message);
  });
});

describe('assets.csv', () => {
  const row = (cells: string) => `${HEADER}\n${cells}\n`;
  const cases: [string, string, PackageError[]][] = [
    ['an empty file', '', [{ message: 'assets.csv: the file is empty (a header row is required)' }]],
    ['a header only', `${HEADER}\n`, [{ message: 'assets.csv: no assets: the file has a header row only' }]],
    ['a missing required column', 'asset_id,condition_surface\nA1,9\n', [{ message: 'assets.csv row 1: column network_measure is missing' }]],
    ['a missing condition column', 'asset_id,network_measure\nA1,9\n', [{ message: 'assets.csv row 1: column condition_surface is missing (one condition column per criterion of settings.json)' }]],
    ['a duplicate column', `${HEADER},name,name\nA1,5,9,x,y\n`, [{ message: 'assets.csv row 1: column name appears twice' }]],
    ['a wrong field count', row('A1,5'), [{ message: 'assets.csv row 2: expected 3 fields, found 2' }]],
    ['a blank asset id', row(',5,9'), [{ message: 'assets.csv row 2: asset id is required' }]],
    ['an asset id of 101 characters', row(`${'A'.repeat(101)},5,9`), [{ message: 'assets.csv row 2: asset id must be at most 100 characters', more_info: `value: "${'A'.repeat(101)}"` }]],
    ['a negative network measure', row('A1,-3,9'), [{ message: 'assets.csv row 2: network measure must be a positive number', more_info: 'value: "-3"' }]],
    ['a network measure that is not a number', row('A1,lots,9'), [{ message: 'assets.csv row 2: network measure must be a positive number', more_info: 'value: "lots"' }]],
    ['a condition off the native scale', row('A1,5,11'), [{ message: 'assets.csv row 2: condition_surface must be a number from 4 to 10', more_info: 'value: "11"' }]],
    ['a blank condition', row('A1,5,'), [{ message: 'assets.csv row 2: condition_surface must be a number from 4 to 10' }]],
    ['a duplicate asset id', `${HEADER}\nA1,5,9\nA1,6,9\n`, [{ message: 'assets.csv row 3: asset id A1 is already used on row 2' }]],
    ['an unclosed quote', row('"A1,5,9'), [{ message: 'assets.csv row 2: a quoted field is not closed before the end of the file' }]],
    ['a quote inside an unquoted field', row('A"1,5,9'), [{ message: 'assets.csv row 2: a quote appears inside an unquoted field (quote the whole field and double the quote)' }]],
    ['text after a closing quote', row('"A1"x,5,9'), [{ message: 'assets.csv row 2: a closing quote must be followed by a comma or the end of the line' }]],
  ];

  test.each(cases)('reports %s', async (_, csv, errors) => {
    expect(await csvErrors(csv)).toEqual(errors);
  });

  const optional: [string, string, string][] = [
    ['consequence_of_failure', '6', 'consequence of failure must be a whole number from 1 to 5'],
    ['consequence_of_failure', '2.5', 'consequence of failure must be a whole number from 1 to 5'],
    ['asset_value', '-1', 'asset value must be a number of 0 or more'],
    ['location_value', 'high', 'location value must be a number'],
    ['risk_score', 'bad', 'risk score must be a number'],
    ['center_x', 'east', 'center_x must be a number'],
    ['center_y', 'north', 'center_y must be a number'],
    ['geometry', 'CIRCLE(1 2)', 'geometry must be WKT (POINT, LINESTRING, POLYGON or their MULTI forms)'],
  ];

  test.each(optional)('reports a bad %s (%s)', async (column, value, message) => {
    const errors = await csvErrors(`${HEADER},${column}\nA1,5,9,"${value}"\n`);
    expect(errors).toEqual([{ message: `assets.csv row 2: ${message}`, more_info: `value: "${value}"` }]);
  });

  test('reports an unknown column with the known ones', async () => {
    const [error] = await csvErrors(`${HEADER},colour\nA1,5,9,red\n`);
    expect(error?.message).toBe('assets.csv row 1: column "colour" is not part of the assets.csv format');
    expect(error?.more_info).toContain('network_measure');
  });

  test('reports center_x without center_y', async () => {
    expect(await csvErrors(`${HEADER},center_x\nA1,5,9,144.3\n`)).toEqual([{ message: 'assets.csv row 2: center_x and center_y must be given together', more_info: 'value: "144.3"' }]);
  });

  test('lists the first 100 errors and counts the rest', async () => {
    const rows = Array.from({ length: 250 }, (_, index) => `A${index},0,9`);
    const errors = await csvErrors(`${HEADER}\n${rows.join('\n')}\n`);
    expect(errors).toHaveLength(101);
    expect(errors.at(-1)).toEqual({ message: 'assets.csv: 150 more errors not listed' });
  });

  test('accepts quoted fields, doubled quotes, line breaks in quotes, CRLF and a byte order mark', async () => {
    const csv = `\uFEFF${HEADER},name\r\n"A1",5,9,"Smith St, ""north"" end"\r\nA2,6,8,"two\nlines"\r\n`;
    const parsed = await parsePackage({ settings: baseSettings(), assetsCsv: csv });
    const names = parsed.ok ? parsed.package.assets.names : null;
    expect([names?.at(0), names?.at(1)]).toEqual(['Smith St, "north" end', 'two\nlines']);
    expect(names?.count).toBe(2);
  });
});

describe('package folders', () => {
  const folders: string[] = [];
  const folder = async (files: Record<string, string>) => {
    const path = await mkdtemp(join(tmpdir(), 'horizon-package-'));
    folders.push(path);
    for (const [name, text] of Object.entries(files)) await writeFile(join(path, name), text);
    return path;
  };
  afterAll(() => Promise.all(folders.map((path) => rm(path, { recursive: true, force: true }))));

  test('reports missing files', async () => {
    const outcome = await loadPackage(await folder({}));
    expect(outcome.ok ? [] : outcome.errors.map((error) => error.message)).toEqual([
      'settings.json is missing from the package',
      'assets.csv is missing from the package',
    ]);
  });

  test('reports settings.json that is not JSON', async () => {
    const outcome = await loadPackage(await folder({ 'settings.json': '{ nope', 'assets.csv': assetsCsv(uniformAssets(1, 1)) }));
    expect(outcome.ok ? null : outcome.errors[0]?.message).toBe('settings.json: not valid JSON');
  });

  test('loads a valid folder', async () => {
    const outcome = await loadPackage(await folder({ 'settings.json': JSON.stringify(baseSettings()), 'assets.csv': assetsCsv(uniformAssets(4, 1)) }));
    expect(outcome.ok && outcome.package.assets.count).toBe(4);
  });
});
