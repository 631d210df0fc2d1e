import pkg from '../package.json' with { type: 'json' };

/** SPEC 1: the product version shown to users and reported by the health check. */
export const PRODUCT_VERSION: string = pkg.version;
