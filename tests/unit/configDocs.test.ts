import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

/*
 * The issue: README's Configuration table and .env.example list every environment variable the
 * code reads, and nothing it does not. What the code reads is observed, not listed by hand: the
 * keys loadConfig asks an environment for, and every `process.env.NAME` in the shipped sources.
 */

const root = path.resolve(import.meta.dirname, '../..');

function keysLoadConfigReads(): string[] {
  const read = new Set<string>();
  const environment = new Proxy({} as NodeJS.ProcessEnv, {
    get(_, key) {
      if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) read.add(key);
      return undefined;
    },
  });
  loadConfig(environment);
  return [...read];
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

function keysReadDirectly(): string[] {
  const files = ['server', 'src', 'scripts'].flatMap((folder) => sourceFiles(path.join(root, folder)));
  return files.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!));
}

function readmeVariables(): string[] {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split('\n## Configuration\n')[1]?.split('\n## ')[0] ?? '';
  const firstCells = section.split('\n').filter((line) => line.startsWith('| `')).map((line) => line.split('|')[1]!);
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
}

function envExampleVariables(): string[] {
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  return [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

const sorted = (names: string[]) => [...new Set(names)].sort();
const read = sorted([...keysLoadConfigReads(), ...keysReadDirectly()]);

describe('configuration documents', () => {
  it('the code reads a known set of variables', () => {
    expect(read).toContain('PORT');
    expect(read).toContain('DIST_DIR');
  });

  it("README's Configuration table lists exactly the variables the code reads", () => {
    expect(sorted(readmeVariables())).toEqual(read);
  });

  it('.env.example lists exactly the variables the code reads', () => {
    expect(sorted(envExampleVariables())).toEqual(read);
  });
});
