import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layer rules of eslint.config.js, run on made-up files placed in each layer: the issue says
 * src/machines imports no value from src/api/actors, src/ui, ofetch, the router (wouter) or i18n;
 * src/ui never calls fetch or ofetch; server never imports src/ui; src never imports server;
 * tests may import anything.
 */

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const LAYER_RULES = new Set(['@typescript-eslint/no-restricted-imports', 'no-restricted-globals', 'no-restricted-properties']);

async function layerFindings(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && LAYER_RULES.has(message.ruleId));
}

describe('layer rules', () => {
  it.each([
    ['src/machines/example.machine.ts', "import { ofetch } from 'ofetch';\nofetch('/api/portfolios');"],
    ['src/machines/example.machine.ts', "import { useLocation } from 'wouter';\nuseLocation();"],
    ['src/machines/example.machine.ts', "import i18next from 'i18next';\ni18next.t('x');"],
    ['src/machines/example.machine.ts', "import { useTranslation } from 'react-i18next';\nuseTranslation();"],
    ['src/machines/example.machine.ts', "import { fetchPortfoliosActor } from '../api/actors/portfolios/fetchPortfolios.actor';\nfetchPortfoliosActor;"],
    ['src/machines/example.machine.ts', "import { routes } from '../ui/routes';\nroutes;"],
    ['src/machines/example.machine.ts', "import { buildApp } from '../../server/app';\nbuildApp;"],
    ['src/ui/pages/Example.tsx', "export const load = () => fetch('/api/portfolios');"],
    ['src/ui/pages/Example.tsx', "export const load = () => window.fetch('/api/portfolios');"],
    ['src/ui/pages/Example.tsx', "export const load = () => globalThis.fetch('/api/portfolios');"],
    ['src/ui/pages/Example.tsx', "import { ofetch } from 'ofetch';\nexport const load = () => ofetch('/api/portfolios');"],
    ['src/ui/pages/Example.tsx', "import { buildApp } from '../../../server/app';\nbuildApp;"],
    ['src/api/example.ts', "import { buildApp } from '../../server/app';\nbuildApp;"],
    ['server/routes/example.ts', "import { routes } from '../../src/ui/routes';\nroutes;"],
  ])('%s may not: %s', async (file, code) => {
    expect(await layerFindings(file, code)).not.toEqual([]);
  });

  it.each([
    ['src/machines/example.machine.ts', "import type { PortfolioList } from '../api/schemas/portfolio.schema';\nexport type X = PortfolioList;"],
    ['src/machines/example.machine.ts', "import { toApiError } from '../api/apiError';\ntoApiError;"],
    ['src/machines/example.machine.ts', "import type { ApiClient } from '../api/client';\nexport type X = ApiClient;"],
    ['src/machines/example.machine.ts', "import type { fetchPortfoliosActor } from '../api/actors/portfolios/fetchPortfolios.actor';\nexport type X = typeof fetchPortfoliosActor;"],
    ['src/ui/pages/Example.tsx', "import { useTranslation } from 'react-i18next';\nimport { useLocation } from 'wouter';\nuseTranslation();\nuseLocation();"],
    ['src/ui/pages/Example.tsx', "import { fetchPortfoliosActor } from '../../api/actors/portfolios/fetchPortfolios.actor';\nfetchPortfoliosActor;"],
    ['src/api/actors/example.actor.ts', "import { ofetch } from 'ofetch';\nexport const load = () => [ofetch('/a'), fetch('/b')];"],
    ['server/routes/example.ts', "import { portfolioSchema } from '../../src/api/schemas/portfolio.schema';\nportfolioSchema;"],
    ['tests/unit/example.test.ts', "import { buildApp } from '../../server/app';\nimport { routes } from '../../src/ui/routes';\nimport { ofetch } from 'ofetch';\nbuildApp; routes; ofetch; fetch('/');"],
  ])('%s may: %s', async (file, code) => {
    expect(await layerFindings(file, code)).toEqual([]);
  });
});
