/** The products of the downloads centre (SPEC 2 "Downloads centre"): the desktop app and the GIS add-in. */
export const DOWNLOAD_PRODUCTS = [
  { id: 'desktop', icon: 'pi-desktop' },
  { id: 'gisAddIn', icon: 'pi-map' },
] as const;
