import {VENDOR_ROUTE_BASE} from '../../src/components/integrations/vendorModel';

/**
 * The key of the browser's one route for every vendor page in routesChunkNames.json
 * (`${path}-${hash}`, as Docusaurus's ComponentCreator looks routes up): the loader writes the
 * entry, client/VendorRoute.tsx reads it.
 */
export const SHARED_ROUTE = {path: `${VENDOR_ROUTE_BASE}/:vendor`, hash: 'vendor'} as const;
