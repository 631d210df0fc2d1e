import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDataSnapshotActor } from '../../../api/actors/publishing/createDataSnapshot.actor';
import { createSimulationActor } from '../../../api/actors/publishing/createSimulation.actor';
import { createSimulationSettingsActor } from '../../../api/actors/publishing/createSimulationSettings.actor';
import { uploadAssetsActor, uploadSettingsActor } from '../../../api/actors/publishing/uploadPackageFile.actor';
import { createFileUploader } from '../../../api/fileUpload';
import { publishSimulationMachine, type PublishWorkspace } from '../../../machines/publishSimulation.machine';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';
import { useNotify } from '../../notifications/notify';

/**
 * The one wiring point of the Publish Simulation dialog: the records through the API client, the
 * two files through the uploader (which reports progress), a toast on success (SPEC 8 "simulation
 * task submitted"), and `onPublished` for the page to show the new simulation.
 */
export function usePublishSimulationActor(workspace: PublishWorkspace | null, onPublished: () => void) {
  const { api, uploads } = useSession();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [machine] = useState(() => {
    const uploader = createFileUploader(uploads);
    return publishSimulationMachine.provide({
      actors: {
        createSnapshot: createDataSnapshotActor(api),
        uploadAssets: uploadAssetsActor(uploader),
        createSettings: createSimulationSettingsActor(api),
        uploadSettings: uploadSettingsActor(uploader),
        createSimulation: createSimulationActor(api),
      },
      actions: {
        notifyPublished: () => notify('success', i18n.t('publishSimulation:submitted')),
        reportPublished: onPublished,
      },
    });
  });
  return usePageActor('publishSimulation', machine, { workspace });
}

export type PublishSimulationRef = ReturnType<typeof usePublishSimulationActor>;
