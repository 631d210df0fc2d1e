import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyLinkActor } from '../../../../api/actors/clipboard/copyLink.actor';
import { fetchResultsEndpointActor } from '../../../../api/actors/reports/fetchResultsEndpoint.actor';
import { generateResultsEndpointActor } from '../../../../api/actors/reports/generateResultsEndpoint.actor';
import { revokeResultsEndpointActor } from '../../../../api/actors/reports/revokeResultsEndpoint.actor';
import { resultsFeedLinkMachine } from '../../../../machines/resultsFeedLink.machine';
import { useApp } from '../../../app/root/AppContext';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { useNotify } from '../../../notifications/notify';

/**
 * The one wiring point of the Integration section: the task's results-endpoint calls, the
 * clipboard, and SPEC 8's toasts; a failed generate or revoke goes to the app's error handler.
 */
export function useResultsFeedLinkActor(taskId: string) {
  const { api } = useSession();
  const { reportApiError } = useApp();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [machine] = useState(() =>
    resultsFeedLinkMachine.provide({
      actors: {
        loadLink: fetchResultsEndpointActor(api),
        generateLink: generateResultsEndpointActor(api),
        revokeLink: revokeResultsEndpointActor(api),
        copyLink: copyLinkActor(),
      },
      actions: {
        notifyGenerated: () => notify('success', i18n.t('resultsFeed:toast.generated')),
        notifyRevoked: () => notify('success', i18n.t('resultsFeed:toast.revoked')),
        notifyCopied: () => notify('success', i18n.t('resultsFeed:toast.copied')),
        notifyCopyFailed: (_, failure) => notify('error', i18n.t(failure === 'unavailable' ? 'resultsFeed:toast.clipboardUnavailable' : 'resultsFeed:toast.copyFailed')),
        reportFailure: (_, error) => reportApiError(error),
      },
    }),
  );
  return usePageActor('resultsFeedLink', machine, { taskId });
}

export type ResultsFeedLinkRef = ReturnType<typeof useResultsFeedLinkActor>;
