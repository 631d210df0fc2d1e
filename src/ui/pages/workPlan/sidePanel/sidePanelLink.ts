import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  normaliseSelection,
  queryFromSelection,
  SIDE_PANEL_PARAMS,
  type SidePanelIdName,
  type SidePanelQueryUpdate,
  type SidePanelView,
} from '../../../../machines/workPlanSidePanelQuery';

export type SidePanelChoice = { view: SidePanelView } & Partial<Record<SidePanelIdName, string | null>>;

/** The page's query with the side panel's parameters replaced (a null one removed), every other parameter left as it was. */
export function withSidePanelQuery(search: string, update: SidePanelQueryUpdate): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(update)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The side panel's parameters of the page's query alone: what a move to another view of the page keeps, so that the panel stays open on what it showed. */
export function sidePanelQueryOnly(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of SIDE_PANEL_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The address of the current page with the side panel showing `choice`: the ids the view does not keep removed. */
const sidePanelSearch = (search: string, choice: SidePanelChoice) => withSidePanelQuery(search, queryFromSelection(normaliseSelection(choice)));

/**
 * Opens a side panel view from anywhere on a work plan page (a board card, a grid row, an asset):
 * the panel follows the URL, so choosing a view is a navigation the browser's Back undoes.
 */
export function useOpenSidePanel(): (choice: SidePanelChoice) => void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return useCallback((choice: SidePanelChoice) => navigate(`${location}${sidePanelSearch(search, choice)}`), [location, navigate, search]);
}
