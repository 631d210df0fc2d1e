import { beforeAll, describe, expect, it } from 'vitest';
import { LifeCycles } from '../../../server/engine/lifeCycles';
import { TextColumn } from '../../../server/engine/textColumn';
import { AssetSearch } from '../../../server/reports/assetSearch';
import { sampleRun, type SampleRun } from './sampleRuns';

function column(texts: readonly string[]): TextColumn {
  let end = 0;
  return new TextColumn(texts.join(''), Uint32Array.from(texts, (text) => (end += text.length)));
}

/** A run of a few assets with the given ids and names, for the search's edge cases. */
function tinyRun(ids: string[], names: string[] | null): LifeCycles {
  return new LifeCycles({
    assetCount: ids.length,
    criterionCount: 1,
    years: 1,
    states: new Uint8Array(ids.length * 2),
    treatments: [],
    ids: column(ids),
    names: names ? column(names) : null,
    location: new Uint32Array(ids.length),
    locationNames: ['North'],
  });
}

describe('asset search over the roads sample', () => {
  let run: SampleRun;
  let ids: string[];
  let names: string[];
  beforeAll(async () => {
    run = await sampleRun('roads');
    ids = Array.from({ length: run.lifeCycles.assetCount }, (_, i) => run.lifeCycles.ids.at(i));
    names = Array.from({ length: run.lifeCycles.assetCount }, (_, i) => run.lifeCycles.names?.at(i) ?? '');
  });

  it('finds an asset by its exact id first, whatever the case', () => {
    const wanted = ids[1234]!;
    const [first] = new AssetSearch(run.lifeCycles).find(wanted.toLowerCase(), 5);
    expect(first).toEqual({ index: 1234, asset_id: wanted, name: names[1234] || null, location: run.lifeCycles.locationNames[run.lifeCycles.location[1234]!] });
  });

  it('lists ids holding the search anywhere, prefixes before the rest, up to the limit', () => {
    const search = ids[77]!.slice(-3);
    const holding = ids.filter((id, index) => `${id} ${names[index]}`.toLowerCase().includes(search.toLowerCase()));
    const found = new AssetSearch(run.lifeCycles).find(search.toUpperCase(), 50);
    expect(found.length).toBe(Math.min(50, holding.length));
    for (const match of found) expect(`${match.asset_id} ${match.name ?? ''}`.toLowerCase()).toContain(search.toLowerCase());
    const prefixes = found.filter((match) => match.asset_id.toLowerCase().startsWith(search.toLowerCase()));
    expect(found.slice(0, prefixes.length)).toEqual(prefixes);
  });

  it('finds assets by a word of their name', () => {
    const name = names.find((candidate) => candidate.includes(' '))!;
    const word = name.split(' ')[1]!;
    const expected = names.flatMap((candidate, index) => (candidate.toLowerCase().includes(word.toLowerCase()) ? [index] : []));
    const found = new AssetSearch(run.lifeCycles).find(word.toLowerCase(), 50).map((match) => match.index);
    expect(found.length).toBe(Math.min(50, expected.length));
    for (const index of found) expect(expected).toContain(index);
  });

  it('finds nothing for a text no asset holds', () => {
    expect(new AssetSearch(run.lifeCycles).find('no such asset at all', 20)).toEqual([]);
  });
});

describe('asset search edge cases', () => {
  it('never matches across two ids and lists each asset once', () => {
    const search = new AssetSearch(tinyRun(['ab', 'cd', 'abab'], ['Main Street', 'Abbey Road', 'Main Street']));
    expect(search.find('bc', 10)).toEqual([]);
    expect(search.find('ab', 10).map((match) => match.index)).toEqual([0, 2, 1]);
    expect(search.find('main', 10).map((match) => match.name)).toEqual(['Main Street', 'Main Street']);
  });

  it('handles ids whose lower case is longer, and runs without names', () => {
    const search = new AssetSearch(tinyRun(['İZMIR-1', 'ROAD-2', 'ROAD-3'], null));
    expect(search.find('road-3', 10)).toEqual([{ index: 2, asset_id: 'ROAD-3', name: null, location: 'North' }]);
    expect(search.find('mir', 10).map((match) => match.index)).toEqual([0]);
  });
});
