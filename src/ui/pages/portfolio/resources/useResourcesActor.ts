import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAttachmentActor } from '../../../../api/actors/attachments/deleteAttachment.actor';
import { fetchAttachmentsActor } from '../../../../api/actors/attachments/fetchAttachments.actor';
import { reorderAttachmentsActor } from '../../../../api/actors/attachments/reorderAttachments.actor';
import { toApiFailure } from '../../../../api/apiError';
import { resourcesMachine } from '../../../../machines/resources.machine';
import { useSession } from '../../../app/session/SessionContext';
import { usePageActor } from '../../../app/root/usePageActor';
import { describeFailure } from '../../../components/describeFailure';
import { useNotify } from '../../../notifications/notify';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';

/** The one wiring point of the Resources tab: the attachment routes of the API, toasts, and the header's count. */
export function useResourcesActor(detailRef: PortfolioDetailRef, portfolioId: string) {
  const { api } = useSession();
  const { i18n } = useTranslation('portfolio');
  const notify = useNotify();
  const [machine] = useState(() =>
    resourcesMachine.provide({
      actors: {
        fetchResources: fetchAttachmentsActor(api),
        deleteResource: deleteAttachmentActor(api),
        reorderResources: reorderAttachmentsActor(api),
      },
      actions: {
        notifyDeleted: () => notify('success', i18n.t('portfolio:portfolio.resources.deleted')),
        notifyWriteFailed: (_, { write, error }) =>
          notify('error', `${i18n.t(`portfolio:portfolio.resources.failed.${write}`)} ${describeFailure(i18n.t, toApiFailure(error))}`),
        reportCountChange: () => detailRef.send({ type: 'portfolio.refresh' }),
      },
    }),
  );
  return usePageActor('resources', machine, { portfolioId });
}

export type ResourcesRef = ReturnType<typeof useResourcesActor>;
