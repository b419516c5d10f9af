import {API_NAME_FACTOR} from '../../shared/limits';
import {RECORD, type Records} from '../records/records';

/**
 * API operations and webhooks by their name, lower-cased: the last segment of their URL's fragment
 * (`#operation/configurationPublished`). Their records are titled by summary ("Publish finished")
 * and hold the name once in a long text, so typed alone the name ranked the intro sections and the
 * operations that mention it above the element it names. Made once per loaded corpus.
 */
const namesByRecords = new WeakMap<Records, Map<string, number[]>>();

function apiNames(records: Records): Map<string, number[]> {
  let names = namesByRecords.get(records);
  if (!names) {
    names = new Map();
    for (let shortId = 0; shortId < records.count; shortId += 1) {
      if ((records.flags[shortId] & (RECORD.operation | RECORD.present)) === (RECORD.operation | RECORD.present)) {
        const id = records.idAt(shortId);
        const name = id.slice(Math.max(id.lastIndexOf('/'), id.indexOf('#')) + 1).toLowerCase();
        if (name) {
          names.set(name, [...(names.get(name) ?? []), shortId]);
        }
      }
    }
    namesByRecords.set(records, names);
  }
  return names;
}

/**
 * The factor of each record a typed term names exactly (see API_NAME_FACTOR): an API element's
 * own name, typed, finds that element first. Empty for queries that name none.
 */
export function apiNameFactors(records: Records, typedTerms: readonly string[]): Map<number, number> {
  const factors = new Map<number, number>();
  const names = apiNames(records);
  for (const term of typedTerms) {
    for (const shortId of names.get(term) ?? []) {
      factors.set(shortId, API_NAME_FACTOR);
    }
  }
  return factors;
}
