/** The reportLabels text that names the location of the assets with no location value (the server's `locationLabel` uses it too). */
export const UNNAMED_LOCATION_KEY = 'location.unnamed';

/** A location's name as the planner reads it: the assets with no location value share an empty one, which reads as `unnamed`. */
export function shownLocationName(name: string, unnamed: string): string {
  return name.trim() === '' ? unnamed : name;
}
