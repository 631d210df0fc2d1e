import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSupportContactActor } from '../../api/actors/support/fetchSupportContact.actor';
import { submitTicketActor } from '../../api/actors/support/submitTicket.actor';
import { ticketDialogMachine } from '../../machines/ticketDialog.machine';
import { useApp } from '../app/root/AppContext';
import { usePageActor } from '../app/root/usePageActor';
import { useSession } from '../app/session/SessionContext';
import { logger } from '../logging/logger';
import { useNotify } from '../notifications/notify';
import { currentSupportInfo } from './supportInfo';

/**
 * The one wiring point of the Report an Issue dialog: POST /profile/tickets with the page's
 * support info, GET /profile/segment-support for the desk beside the form. `id` tells apart the
 * Help menu's dialog and the tickets page's.
 */
export function useTicketDialogActor(id: string) {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const { reportApiError } = useApp();
  const [machine] = useState(() =>
    ticketDialogMachine.provide({
      actors: {
        submitTicket: submitTicketActor(api, currentSupportInfo),
        fetchSupportContact: fetchSupportContactActor(api, (message, details) => logger.error(message, details)),
      },
      actions: {
        notifySubmitted: () => notify('success', i18n.t('support:reportIssue.submitted')),
        reportFailure: (_, error) => reportApiError(error),
      },
    }),
  );
  return usePageActor(id, machine);
}

export type TicketDialogRef = ReturnType<typeof useTicketDialogActor>;
