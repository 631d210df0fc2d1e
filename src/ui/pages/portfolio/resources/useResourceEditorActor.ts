import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAttachmentActor } from '../../../../api/actors/attachments/saveAttachment.actor';
import { resourceEditorMachine } from '../../../../machines/resourceEditor.machine';
import { useSession } from '../../../app/session/SessionContext';
import { usePageActor } from '../../../app/root/usePageActor';
import { useNotify } from '../../../notifications/notify';
import type { ResourcesRef } from './useResourcesActor';

/** The one wiring point of the resource dialog: POST or PUT of the attachment; the saved one joins the list. */
export function useResourceEditorActor(resourcesRef: ResourcesRef, portfolioId: string) {
  const { api } = useSession();
  const { i18n } = useTranslation('portfolio');
  const notify = useNotify();
  const [machine] = useState(() =>
    resourceEditorMachine.provide({
      actors: { saveResource: saveAttachmentActor(api) },
      actions: {
        notifySaved: (_, { created }) => notify('success', i18n.t(created ? 'portfolio:portfolio.resources.created' : 'portfolio:portfolio.resources.updated')),
        reportSaved: (_, resource) => resourcesRef.send({ type: 'resource.saved', resource }),
      },
    }),
  );
  return usePageActor('resourceEditor', machine, { portfolioId });
}

export type ResourceEditorRef = ReturnType<typeof useResourceEditorActor>;
