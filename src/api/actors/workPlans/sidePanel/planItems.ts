import type { ApiClient } from '../../../client';
import { dataSourcePaths } from '../../../paths/dataSourcePaths';
import { memberPaths } from '../../../paths/memberPaths';
import { projectPaths } from '../../../paths/projectPaths';
import { workPlanPaths } from '../../../paths/workPlanPaths';
import { dataSourceListSchema, workPlanAssetDetailSchema, type DataSource } from '../../../schemas/dataSource.schema';
import { memberListSchema, type Member } from '../../../schemas/member.schema';
import type { WorkPlanSettings } from '../../../schemas/workPlan.schema';
import { workPlanSettingsSchema } from '../../../schemas/workPlan.schema';
import { proposedTreatmentItemSchema, workPlanAssetItemSchema, type ProposedTreatmentItem, type WorkPlanAssetItem } from '../../../schemas/workPlanItem.schema';

/** What a project's or a phase's form chooses from: the plan's settings items and the portfolio's members. */
export type PlanChoices = { settings: WorkPlanSettings; members: Member[] };

/** GET /v5/workspace-setting/{wpId} and GET /portfolios/{id}/members, side by side. */
export async function fetchPlanChoices(api: ApiClient, plan: { workPlanId: string; portfolioId: string }, signal: AbortSignal): Promise<PlanChoices> {
  const [settings, members] = await Promise.all([
    api.request(workPlanPaths.settings.url({ wpId: plan.workPlanId }), workPlanSettingsSchema, { signal }),
    api.request(memberPaths.list.url({ pfId: plan.portfolioId }), memberListSchema, { signal }),
  ]);
  return { settings, members };
}

/** GET /v5/assets/{wpId}/item/{assetKey}: the asset, its proposed treatments and where each was planned. */
export const fetchAssetItem = (api: ApiClient, workPlanId: string, assetKey: string, signal: AbortSignal): Promise<WorkPlanAssetItem> =>
  api.request(dataSourcePaths.assetItem.url({ wpId: workPlanId, assetKey }), workPlanAssetItemSchema, { signal });

/** GET /v5/datasource/{wpId}: the plan's data sources, to name an asset's. */
export const fetchDataSourceList = async (api: ApiClient, workPlanId: string, signal: AbortSignal): Promise<DataSource[]> =>
  (await api.request(dataSourcePaths.list.url({ wpId: workPlanId }), dataSourceListSchema, { signal })).contents;

/** GET /v5/project-phase-treatment/{wpId}/proposed/{proposedId}: a proposed treatment with its asset. */
export const fetchProposedItem = (api: ApiClient, workPlanId: string, proposedId: string, signal: AbortSignal): Promise<ProposedTreatmentItem> =>
  api.request(projectPaths.proposed.url({ wpId: workPlanId, proposedId }), proposedTreatmentItemSchema, { signal });

/** GET /v5/assets/{wpId}/{sourceId}/{assetId}: the UUID that links to an asset named by its data source's key. */
export const fetchAssetKey = async (api: ApiClient, workPlanId: string, asset: { sourceId: string; assetId: string }, signal: AbortSignal): Promise<string> =>
  (await api.request(dataSourcePaths.asset.url({ wpId: workPlanId, sourceId: asset.sourceId, assetId: asset.assetId }), workPlanAssetDetailSchema, { signal })).id;
