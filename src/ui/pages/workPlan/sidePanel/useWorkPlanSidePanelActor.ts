import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { workPlanSidePanelMachine } from '../../../../machines/workPlanSidePanel.machine';
import { queryFromSelection, selectionFromQuery, type SidePanelParam, type SidePanelQuery } from '../../../../machines/workPlanSidePanelQuery';
import { usePageActor } from '../../../app/root/usePageActor';
import { withSidePanelQuery } from './sidePanelLink';

const PARAMS: SidePanelParam[] = ['view', 'project_id', 'phase_id', 'treatment_id', 'asset_id'];

const queryOf = (search: string): SidePanelQuery => {
  const params = new URLSearchParams(search);
  return Object.fromEntries(PARAMS.map((name) => [name, params.get(name)]));
};

/**
 * The one place the side panel and the page's links meet: the panel's machine writes its view into
 * the URL's query (a navigation, so that the browser's Back undoes it), and every change of the
 * query, whether a board card's click (useOpenSidePanel), the browser's Back or Forward or a typed
 * link, reaches the machine as `panel.url`, so that its history sees every view shown.
 */
export function useWorkPlanSidePanelActor() {
  const search = useSearch();
  // The machine outlives the render that provided it (usePageActor keeps the first), so it reads the address when it writes.
  const [machine] = useState(() =>
    workPlanSidePanelMachine.provide({
      actions: {
        writeQuery: (_, update) => {
          const next = withSidePanelQuery(window.location.search, update);
          if (next !== window.location.search) navigate(`${window.location.pathname}${next}`);
        },
      },
    }),
  );
  const panelRef = usePageActor('workPlanSidePanel', machine, { query: queryOf(search) });
  useEffect(() => {
    const query = queryOf(search);
    panelRef.send({ type: 'panel.url', query });
    // SPEC 2: a view keeps only its own ids, so a link carrying others has them cleared from the URL; a view the panel does not know stays as typed, shown as unknown.
    const kept = queryFromSelection(selectionFromQuery(query));
    const cleared = withSidePanelQuery(window.location.search, kept);
    if (kept.view !== null && cleared !== window.location.search) navigate(`${window.location.pathname}${cleared}`, { replace: true });
  }, [panelRef, search]);
  return panelRef;
}

export type WorkPlanSidePanelRef = ReturnType<typeof useWorkPlanSidePanelActor>;
