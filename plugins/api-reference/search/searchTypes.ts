/**
 * The one import of the site search's code (plugins/search): the
 * record type its index takes. Kept in one module so that a move changes one path.
 */
export type {IndexRecord} from '../../search/node';
