import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { workPlanSidePanelMachine } from '../../../../machines/workPlanSidePanel.machine';
import type { SidePanelQuery, SidePanelQueryUpdate } from '../../../../machines/workPlanSidePanelQuery';
import { usePageActor } from '../../../app/root/usePageActor';

const PANEL_PARAMS = ['view', 'project_id', 'phase_id', 'treatment_id', 'asset_id'] as const;

/** The side panel's parameters of a URL's query; the page's other parameters are not the panel's. */
function panelQuery(search: string): SidePanelQuery {
  const params = new URLSearchParams(search);
  return Object.fromEntries(PANEL_PARAMS.map((name) => [name, params.get(name)]));
}

/** The address with the panel's parameters replaced (null removes one), every other parameter kept; read from the window, as the machine writes after other navigations. */
function withPanelQuery(location: string, search: string, query: SidePanelQueryUpdate): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(query)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `${location}?${text}` : location;
}

/**
 * The one wiring point of the work plan side panel's machine: the panel writes its view into the
 * URL's query, and follows the URL when it changes by itself (the browser's Back and Forward, a
 * link from a board card or an asset row through useOpenSidePanel).
 */
export function useWorkPlanSidePanelActor() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const [openedWith] = useState(search);
  const [machine] = useState(() =>
    workPlanSidePanelMachine.provide({
      actions: {
        writeQuery: (_, query: SidePanelQueryUpdate) => navigate(withPanelQuery(window.location.pathname, window.location.search, query)),
      },
    }),
  );
  const panel = usePageActor('workPlanSidePanel', machine, { query: panelQuery(openedWith) });
  useEffect(() => {
    panel.send({ type: 'panel.url', query: panelQuery(search) });
  }, [panel, search]);
  return panel;
}

export type WorkPlanSidePanelRef = ReturnType<typeof useWorkPlanSidePanelActor>;
