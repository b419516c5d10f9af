import type {MediaView, ObjectView, OperationView, PropertyNode, ReferenceModel} from './siteReference';

/**
 * A name an operation uses for two different things: a path parameter and a field of its error
 * bodies. The portal-message calls name the subject rights request `{requestId}` in their path,
 * while every error body's `requestId` is the ID of the HTTP request (the `X-Request-Id` header).
 * A page shows the two far apart; get_operation prints them in one answer, where a model would
 * read them as one ID unless the answer says they are not.
 */
export interface NameClash {
  name: string;
  /** The path parameter's description, as HTML. */
  parameterHtml: string;
  /** The error body field's description, as HTML. */
  fieldHtml: string;
}

/** The top-level properties of a body: its own, or those of the documented object it is. */
function bodyFields(media: MediaView, objects: ReadonlyMap<string, ObjectView>): PropertyNode[] {
  const object = media.schema.object && objects.get(media.schema.object.name);
  return [...media.schema.properties, ...(object?.schema.properties ?? [])];
}

/** The error bodies of an operation, its own and those of the shared error responses it returns. */
function errorBodies(operation: OperationView, model: ReferenceModel): MediaView[] {
  return operation.responses
    .filter((response) => response.isError)
    .flatMap((response) => {
      const shared = response.shared && model.sharedResponses.find((candidate) => candidate.anchor === response.shared?.anchor);
      return shared ? shared.content : response.content;
    });
}

export function nameClashes(operation: OperationView, model: ReferenceModel, objects: ReadonlyMap<string, ObjectView>): NameClash[] {
  const fields = errorBodies(operation, model).flatMap((media) => bodyFields(media, objects));
  return operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .flatMap((parameter) => {
      const field = fields.find((candidate) => candidate.name === parameter.name);
      return field ? [{name: parameter.name, parameterHtml: parameter.descriptionHtml, fieldHtml: field.descriptionHtml}] : [];
    });
}
