import type {EstimatedHeight, ObjectView, OperationView, PropertyNode, SharedResponseView} from './types';

/**
 * How tall an operation is likely to be, narrow (a phone, samples stacked under the text) and
 * wide (≥ 1280 px, samples beside it), in CSS pixels. Operations off screen are not laid out
 * (`content-visibility: auto`) and take this height until they come near the viewport.
 *
 * The estimate errs on the high side: an operation taller than its placeholder would, until it is
 * laid out, draw its lower part over whatever follows it (in the end the dark footer), and tools
 * that read colours at a point, such as axe's contrast check, would see that instead. Fitted by
 * least squares on the rendered heights of both references' operations (each 0.65–1.30 times the
 * fit), then scaled past the largest under-estimate; tests/e2e/api-reference.spec.ts checks no operation outgrows it.
 */
const NARROW = {base: 1347, perTextRow: 55, perAsideRow: 9.1};
// The text column at 1280 px is half the content width since the samples take the other half
// (it was three fifths when fitted): its rows are scaled by the ratio of the widths, 557 / 492 px.
const WIDE = {base: 700, perTextRow: 50, perAsideRow: 2.7};
// Raised from 1.35 when every operation gained its shared 500/503 and 422 links, the idempotency
// and request-id headers: the largest under-estimate was then 1.33 times the old placeholder.
const SAFETY = 1.85;
/** Characters of description per rendered line, roughly, on a phone. */
const CHARACTERS_PER_LINE = 60;

const textLength = (html: string): number => html.replace(/<[^>]+>/g, '').length;

/**
 * Rows a list of allowed values takes: short ones (`light`, `dark`) go four to a line, long ones
 * (error codes such as `idempotency_key_reused`) two or three, so their characters count too.
 */
function enumRows(values: string[]): number {
  if (values.length <= 3) return 0;
  const characters = values.reduce((sum, value) => sum + value.length + 2, 0);
  return Math.max(values.length / 4, characters / (CHARACTERS_PER_LINE / 2));
}

/** Rows a list of properties takes when shown: one each, plus wrapped enums, facts and descriptions. */
function propertyRows(properties: PropertyNode[]): number {
  return properties.reduce(
    (rows, property) =>
      rows +
      1 +
      enumRows(property.enumValues) +
      property.constraints.length / 2 +
      textLength(property.descriptionHtml) / CHARACTERS_PER_LINE,
    0,
  );
}

type Measured = Omit<OperationView, 'estimatedHeight'>;

function textRows(operation: Measured): number {
  // Nested properties sit in closed <details>; of the responses only the first is open.
  const request = operation.requestBody?.content[0]?.schema.properties ?? [];
  const firstResponse = operation.responses[0]?.content[0]?.schema.properties ?? [];
  return (
    operation.parameters.length * 2 +
    propertyRows(request) +
    propertyRows(firstResponse) +
    operation.responses.length +
    textLength(operation.descriptionHtml) / CHARACTERS_PER_LINE
  );
}

function asideRows(operation: Measured): number {
  const examples = operation.responses.flatMap((response) => response.content.flatMap((media) => media.examples));
  const successExamples = operation.responses.filter((r) => !r.isError).flatMap((r) => r.content.flatMap((m) => m.examples));
  const openExample = successExamples[0] ?? examples[0];
  const lines = (text: string | undefined) => (text === undefined ? 0 : text.split('\n').length);
  return lines(operation.samples[0]?.code) + lines(openExample?.value) + examples.length * 2;
}

const ROUND_TO = 100;
const estimate = (coefficients: typeof NARROW, text: number, aside: number): number =>
  Math.ceil((SAFETY * (coefficients.base + coefficients.perTextRow * text + coefficients.perAsideRow * aside)) / ROUND_TO) * ROUND_TO;

export function estimatedHeight(operation: Measured): EstimatedHeight {
  const text = textRows(operation);
  const aside = asideRows(operation);
  return {narrow: estimate(NARROW, text, aside), wide: estimate(WIDE, text, aside)};
}

/*
 * "The X object" and the shared error responses are not laid out off screen either: on a phone
 * they were 60 % of what the customer reference lays out on load, the operations being skipped.
 * Fitted the same way on both references' eight objects and nine error responses at 390 and
 * 1280 px (each 0.90–1.12 times the fit); these few blocks are all shown open, so the fit is close
 * and a smaller margin covers it.
 */
const OBJECT_NARROW = {base: 322, perTextRow: 58, perAsideRow: 5.2};
const OBJECT_WIDE = {base: 183, perTextRow: 46, perAsideRow: 0.9};
const RESPONSE_NARROW = {base: 201, perTextRow: 24, perAsideRow: 30.4};
// The wide fit's 4.9 px a text row held while every error body had the same few rows; the error
// `code` with its long allowed values (a line per three at 1280 px) added rows the fit did not see.
const RESPONSE_WIDE = {base: 265, perTextRow: 12, perAsideRow: 25};
const CLOSE_FIT_SAFETY = 1.3;

const lines = (text: string | undefined): number => (text === undefined ? 0 : text.split('\n').length);

const closeEstimate = (coefficients: typeof NARROW, text: number, aside: number): number =>
  Math.ceil((CLOSE_FIT_SAFETY * (coefficients.base + coefficients.perTextRow * text + coefficients.perAsideRow * aside)) / ROUND_TO) * ROUND_TO;

/** An object: its property rows and description, the operations that return it, and its example beside them. */
export function objectEstimatedHeight(object: Omit<ObjectView, 'estimatedHeight'>): EstimatedHeight {
  const text = propertyRows(object.schema.properties) + textLength(object.descriptionHtml) / CHARACTERS_PER_LINE + object.returnedBy.length / 3;
  const aside = lines(object.example?.value);
  return {narrow: closeEstimate(OBJECT_NARROW, text, aside), wide: closeEstimate(OBJECT_WIDE, text, aside)};
}

/** A shared error response: its body's rows, its headers, and its examples under them. */
export function sharedResponseEstimatedHeight(response: Omit<SharedResponseView, 'estimatedHeight'>): EstimatedHeight {
  const text =
    response.content.reduce((rows, media) => rows + propertyRows(media.schema.properties), 0) +
    textLength(response.descriptionHtml) / CHARACTERS_PER_LINE +
    response.headers.length;
  const aside = response.content.reduce((rows, media) => rows + media.examples.reduce((n, example) => n + lines(example.value) + 2, 0), 0);
  return {narrow: closeEstimate(RESPONSE_NARROW, text, aside), wide: closeEstimate(RESPONSE_WIDE, text, aside)};
}
