import { useSelector } from '@xstate/react';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetMatch } from '../../../../api/schemas/reportSummary.schema';
import { selectAssetFailed, selectAssetSummary, selectCopying } from '../../simulation/report/liteReportSelectors';
import { SummaryView } from '../../simulation/report/SummaryView';
import { useAssetLifeCycleActor } from '../../simulation/report/useAssetLifeCycleActor';
import type { LiteReportRef } from '../../simulation/report/useLiteReportActor';
import { selectDrillAsset } from './advancedSelectors';
import type { AdvancedAnalysisRef } from './useAdvancedAnalysisActor';

const CODE = 'asset-life-cycle';

type AssetDrillDownProps = { analysisRef: AdvancedAnalysisRef; liteRef: LiteReportRef; taskId: string };

/** Drill-down to one asset (issue 14): its life cycle as the asset-life-cycle report shows it, over the analysis. */
export function AssetDrillDown({ analysisRef, liteRef, taskId }: AssetDrillDownProps) {
  const { t } = useTranslation('advancedReports');
  const asset = useSelector(analysisRef, selectDrillAsset);
  // Charts drawn while the dialog still grows measure their labels wrong: they wait until it has opened.
  const [opened, setOpened] = useState(false);
  return (
    <Dialog
      visible={asset !== null}
      onShow={() => setOpened(true)}
      onHide={() => {
        setOpened(false);
        analysisRef.send({ type: 'asset.close' });
      }}
      header={asset ? t('drill.title', { asset: asset.name ? `${asset.asset_id} · ${asset.name}` : asset.asset_id }) : ''}
      className="asset-drill"
      style={{ width: 'min(1100px, 94vw)' }}
      dismissableMask
      data-testid="asset-drill"
    >
      {asset && opened ? <AssetLifeCycle asset={asset} liteRef={liteRef} taskId={taskId} /> : <Skeleton height="28rem" />}
    </Dialog>
  );
}

function AssetLifeCycle({ asset, liteRef, taskId }: { asset: AssetMatch; liteRef: LiteReportRef; taskId: string }) {
  const { t } = useTranslation('advancedReports');
  const assetRef = useAssetLifeCycleActor({ taskId, code: CODE });
  const summary = useSelector(assetRef, selectAssetSummary);
  const failed = useSelector(assetRef, selectAssetFailed);
  const shown = useSelector(assetRef, (snapshot) => snapshot.matches({ asset: 'shown' }) && snapshot.context.asset?.index === asset.index);
  const copying = useSelector(liteRef, selectCopying);
  // The asset comes from the analysis: the life-cycle machine opens it as if it had been searched for.
  useEffect(() => {
    assetRef.send({ type: 'asset.select', asset });
  }, [assetRef, asset]);
  if (failed) return <Message severity="error" text={t('drill.failed')} className="asset-drill__failed" />;
  if (!shown || !summary) return <Skeleton height="28rem" aria-label={t('drill.loading')} />;
  return (
    <div className="asset-drill__body" data-testid="asset-drill-body">
      <SummaryView
        code={CODE}
        summary={summary}
        copying={copying}
        onCopy={(chartId) => liteRef.send({ type: 'report.copyImage', chartId })}
        onDownload={(code, opened) => liteRef.send({ type: 'report.downloadCsv', code, table: opened.table })}
      />
    </div>
  );
}
