import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyTextActor } from '../../../api/actors/clipboard/copyText.actor';
import { fetchDownloadsActor } from '../../../api/actors/downloads/fetchDownloads.actor';
import { downloadsMachine } from '../../../machines/downloads.machine';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';
import { useNotify } from '../../notifications/notify';

/** The one wiring point of Apps & Downloads: the list of downloads, the clipboard and its toasts. */
export function useDownloadsActor() {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [machine] = useState(() =>
    downloadsMachine.provide({
      actors: { loadDownloads: fetchDownloadsActor(api), copyText: copyTextActor() },
      actions: {
        notifyCopied: (_, item) => notify('success', i18n.t(`downloadsCentre:toast.${item}Copied`)),
        notifyCopyFailed: (_, failure) => notify('error', i18n.t(`downloadsCentre:toast.${failure === 'unavailable' ? 'clipboardUnavailable' : 'copyRefused'}`)),
      },
    }),
  );
  return usePageActor('downloads', machine);
}

export type DownloadsRef = ReturnType<typeof useDownloadsActor>;
