import { useState } from 'react';
import { fetchKnowledgeBaseLocationActor } from '../../../api/actors/help/fetchHelpLocation.actor';
import { helpPages } from '../../../api/helpPages';
import { helpLinkMachine } from '../../../machines/helpLink.machine';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';
import { createNamedWindow } from '../../browser/namedWindow';
import { KNOWLEDGE_BASE_WINDOW } from './helpWindows';

/**
 * The one wiring point of the Help menu's Knowledge Base: GET /profile/knowledgebase's Location in
 * the knowledge base's named window, or the public help page when the call fails (SPEC 8).
 */
export function useKnowledgeBaseLinkActor() {
  const { api } = useSession();
  const [machine] = useState(() => {
    const helpWindow = createNamedWindow(KNOWLEDGE_BASE_WINDOW);
    return helpLinkMachine.provide({
      actors: { fetchLocation: fetchKnowledgeBaseLocationActor(api) },
      actions: {
        reserveWindow: () => helpWindow.reserve(),
        showLocation: (_, location) => helpWindow.show(location),
        showFallback: () => helpWindow.show(helpPages.home),
      },
    });
  });
  return usePageActor('knowledgeBaseLink', machine);
}
