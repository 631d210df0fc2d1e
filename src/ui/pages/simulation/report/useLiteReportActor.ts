import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSummaryActor } from '../../../../api/actors/reports/fetchSummary.actor';
import { fetchSummaryListActor } from '../../../../api/actors/reports/fetchSummaryList.actor';
import { liteReportMachine, type LiteReportInput } from '../../../../machines/liteReport.machine';
import { tableCsv } from '../../../components/charts/reportChart/tableCsv';
import { useReportLabel } from '../../../components/charts/reportChart/useReportLabel';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { useNotify } from '../../../notifications/notify';
import { copyChartImageActor, CopyImageUnsupportedError } from './effects/copyChartImage';
import { downloadTextFile } from './effects/downloadTextFile';
import { markSummaryArrived } from './reportTiming';

/**
 * The one wiring point of a lite report tab: its summaries through the API, the CSV download and
 * Copy image in the browser, and their toasts (SPEC 8: 'Copy image is not supported in the
 * browser.', 'Could not copy to clipboard.').
 */
export function useLiteReportActor(input: LiteReportInput) {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const labelOf = useReportLabel();
  const [machine] = useState(() =>
    liteReportMachine.provide({
      actors: {
        fetchSummaryList: fetchSummaryListActor(api),
        fetchSummary: fetchSummaryActor(api, markSummaryArrived),
        copyImage: copyChartImageActor(),
      },
      actions: {
        downloadCsv: (_, { fileName, table }) => downloadTextFile(fileName, tableCsv(table, labelOf), 'text/csv;charset=utf-8'),
        notifyCopied: () => notify('success', i18n.t('reports:toasts.copied')),
        notifyCopyFailed: (_, error) =>
          error instanceof CopyImageUnsupportedError ? notify('warning', i18n.t('reports:toasts.copyUnsupported')) : notify('error', i18n.t('reports:toasts.copyFailed')),
      },
    }),
  );
  return usePageActor('liteReport', machine, input);
}

export type LiteReportRef = ReturnType<typeof useLiteReportActor>;
