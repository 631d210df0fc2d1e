import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { normaliseSelection, queryFromSelection, type SidePanelIdName, type SidePanelView } from '../../../../machines/workPlanSidePanelQuery';

export type SidePanelChoice = { view: SidePanelView } & Partial<Record<SidePanelIdName, string | null>>;

/**
 * The address of the current page with the side panel showing `choice`: the panel's parameters
 * replaced (the ids the view does not keep removed), every other parameter left as it was.
 */
function sidePanelSearch(search: string, choice: SidePanelChoice): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(queryFromSelection(normaliseSelection(choice)))) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Opens a side panel view from anywhere on a work plan page (a board card, a grid row, an asset):
 * the panel follows the URL, so choosing a view is a navigation the browser's Back undoes.
 */
export function useOpenSidePanel(): (choice: SidePanelChoice) => void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return useCallback((choice: SidePanelChoice) => navigate(`${location}${sidePanelSearch(search, choice)}`), [location, navigate, search]);
}
