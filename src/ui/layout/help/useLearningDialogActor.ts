import { useState } from 'react';
import { learningDialogMachine } from '../../../machines/learningDialog.machine';
import { usePageActor } from '../../app/root/usePageActor';
import { HELP_CENTRE_URL, LEARNING_SITE_URL } from '../../support/helpLinks';

const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/** The one wiring point of the Learning Resource dialog: its two answers open the two sites. */
export function useLearningDialogActor() {
  const [machine] = useState(() =>
    learningDialogMachine.provide({
      actions: {
        openLearningSite: () => openInNewTab(LEARNING_SITE_URL),
        openSupportPage: () => openInNewTab(HELP_CENTRE_URL),
      },
    }),
  );
  return usePageActor('learningDialog', machine);
}

export type LearningDialogRef = ReturnType<typeof useLearningDialogActor>;
