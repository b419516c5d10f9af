/** The reference models, keyed by document id: see config/apiReference.ts for when it is empty. */
declare module '@privana/api-reference-models' {
  import type {ReferenceModel} from './model/types';
  const models: Record<string, ReferenceModel>;
  export default models;
}
