import { useSelector } from '@xstate/react';
import { AutoComplete } from 'primereact/autocomplete';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { AssetMatch, ResultsSummary, SummaryCode } from '../../../../api/schemas/reportSummary.schema';
import {
  selectAssetFailed,
  selectAssetOpening,
  selectAssetSummary,
  selectChosenAsset,
  selectMatches,
  selectSearchFailure,
  selectSearching,
  selectSearchText,
} from './liteReportSelectors';
import { ReportSection } from './ReportSection';
import { SummaryView } from './SummaryView';
import { useAssetLifeCycleActor } from './useAssetLifeCycleActor';

type AssetLifeCycleSectionProps = {
  taskId: string;
  code: SummaryCode;
  /** The run's first asset, as the tab loaded it. */
  first: ResultsSummary;
  copying: boolean;
  onCopy: (chartId: string) => void;
  /** Saves the table shown: the first asset's, or the opened asset's. */
  onDownload: (code: SummaryCode, summary: ResultsSummary) => void;
};

const matchText = (asset: AssetMatch) => (asset.name ? `${asset.asset_id} · ${asset.name}` : asset.asset_id);

/**
 * asset-life-cycle (issue 14): find any asset of the run by id or name, searched on the server as
 * the user types, and see its state per criterion year by year with its treatments as markers and
 * its works as the table. Until one is chosen the run's first asset shows.
 */
export function AssetLifeCycleSection({ taskId, code, first, copying, onCopy, onDownload }: AssetLifeCycleSectionProps) {
  const { t } = useTranslation('reports');
  const assetRef = useAssetLifeCycleActor({ taskId, code });
  const matches = useSelector(assetRef, selectMatches);
  const searching = useSelector(assetRef, selectSearching);
  const searchFailure = useSelector(assetRef, selectSearchFailure);
  const search = useSelector(assetRef, selectSearchText);
  const chosen = useSelector(assetRef, selectChosenAsset);
  const opened = useSelector(assetRef, selectAssetSummary);
  const opening = useSelector(assetRef, selectAssetOpening);
  const failed = useSelector(assetRef, selectAssetFailed);
  const summary = opened ?? first;
  return (
    <ReportSection code={code} outcome={null}>
      <div className="asset-search" role="search">
        <label htmlFor="asset-search" className="asset-search__label">
          {t('asset.searchLabel')}
        </label>
        <AutoComplete
          inputId="asset-search"
          value={search}
          suggestions={matches}
          field="asset_id"
          delay={0}
          minLength={1}
          placeholder={t('asset.searchPlaceholder')}
          className="asset-search__box"
          inputClassName="asset-search__input"
          loadingIcon={searching ? 'pi pi-spinner pi-spin' : undefined}
          itemTemplate={(asset: AssetMatch) => (
            <div className="asset-match" data-testid="asset-match">
              <span className="asset-match__id">{asset.asset_id}</span>
              {asset.name ? <span className="asset-match__name">{asset.name}</span> : null}
              <span className="asset-match__location">{asset.location}</span>
            </div>
          )}
          completeMethod={() => undefined}
          onChange={(event) => {
            const value: unknown = event.value;
            if (typeof value === 'string') assetRef.send({ type: 'asset.search', text: value });
          }}
          onSelect={(event) => assetRef.send({ type: 'asset.select', asset: event.value as AssetMatch })}
        />
        <p className="asset-search__status" aria-live="polite" data-testid="asset-shown">
          {opening ? t('asset.opening', { asset: chosen ? matchText(chosen) : '' }) : chosen && opened ? t('asset.showing', { asset: matchText(chosen) }) : t('asset.firstAsset')}
        </p>
      </div>
      {searchFailure || failed ? <Message severity="error" text={t('asset.loadFailed')} className="report-section__none" /> : null}
      {search && !searching && !searchFailure && matches.length === 0 ? <Message severity="info" text={t('asset.noMatches', { query: search })} className="report-section__none" /> : null}
      <SummaryView code={code} summary={summary} copying={copying} onCopy={onCopy} onDownload={onDownload} />
    </ReportSection>
  );
}
