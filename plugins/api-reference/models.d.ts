/** The reference models, keyed by document id: see plugins/api-reference/index.ts for when it is empty. */
declare module '@privana/api-reference-models' {
  import type {ReferenceModel} from './model/types';
  const models: Record<string, ReferenceModel>;
  export default models;
}
