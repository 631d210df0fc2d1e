import { useState } from 'react';
import { fetchLearningLocationActor } from '../../../api/actors/help/fetchHelpLocation.actor';
import { helpPages } from '../../../api/helpPages';
import { learningDialogMachine } from '../../../machines/learningDialog.machine';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';
import { createNamedWindow } from '../../browser/namedWindow';
import { LEARNING_SITE_URL } from '../../support/helpLinks';
import { LEARNING_WINDOW } from './helpWindows';

/**
 * The one wiring point of Learning Resources: GET /profile/lms's Location in the learning window;
 * when the call fails, the dialog's two answers open the academy's learning site or the public
 * help page, each in that same window.
 */
export function useLearningDialogActor() {
  const { api } = useSession();
  const [machine] = useState(() => {
    const learningWindow = createNamedWindow(LEARNING_WINDOW);
    return learningDialogMachine.provide({
      actors: { fetchLearningUrl: fetchLearningLocationActor(api) },
      actions: {
        reserveWindow: () => learningWindow.reserve(),
        releaseWindow: () => learningWindow.release(),
        showLearningUrl: (_, url) => learningWindow.show(url),
        openLearningSite: () => learningWindow.show(LEARNING_SITE_URL),
        openSupportPage: () => learningWindow.show(helpPages.home),
      },
    });
  });
  return usePageActor('learningDialog', machine);
}

export type LearningDialogRef = ReturnType<typeof useLearningDialogActor>;
