/**
 * The element id a URL fragment names. A crafted fragment (`#%E0`) is not valid percent-encoding:
 * it names the id as written instead of throwing.
 */
export function idFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The id a deep link lands on: the one it names, else its nearest ancestor on the page, so that a
 * link to a property the page no longer has (a shared error's body, now under Error responses)
 * still lands on its response or operation. Ancestors are the `/`-separated prefixes of the id.
 */
export function nearestAnchor(id: string, exists: (id: string) => boolean): string | undefined {
  for (let candidate = id; candidate; candidate = candidate.slice(0, Math.max(candidate.lastIndexOf('/'), 0))) {
    if (exists(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Where an id that moved now is. Properties of a body that is now a documented object moved into
 * "The X object": `aliases` maps the id prefix they had (a response, or a property that is now a
 * link) to the object's anchor, and the rest of the path follows (`/field` or `.field`), so
 * `operation/getX/response/200/configuration.bannerText` becomes `object/CmpConfig/configuration.bannerText`,
 * then `object/CmpConfigSettings/bannerText`. An id that no prefix matches is returned as it is.
 */
export function followAliases(id: string, aliases: Record<string, string>): string {
  let current = id;
  // Each step moves into another object; objects nest only a few levels deep.
  for (let step = 0; step < 8; step++) {
    let match: string | undefined;
    for (const prefix of Object.keys(aliases)) {
      const fits = current === prefix || (current.startsWith(prefix) && (current[prefix.length] === '/' || current[prefix.length] === '.'));
      if (fits && prefix.length > (match?.length ?? -1)) match = prefix;
    }
    if (match === undefined) return current;
    const rest = current.slice(match.length + 1);
    current = rest ? `${aliases[match]}/${rest}` : aliases[match];
  }
  return current;
}

export interface Landing {
  exists: (id: string) => boolean;
  /** The ids that moved into objects (followAliases). */
  aliases: Record<string, string>;
  /** The in-page target of an element that is a link (`#response/Unauthorized`), if it is one. */
  linkTarget: (id: string) => string | undefined;
}

/**
 * Where a deep link lands: the id it names; else where that id moved (into an object); else its
 * nearest ancestor. An ancestor that is a link to where its body is documented (an operation's
 * 401, which links to the shared 401 under Error responses) leads on there, so
 * `operation/x/response/401/message` lands on `response/Unauthorized/message`.
 */
export function landingAnchor(id: string, {exists, aliases, linkTarget}: Landing): string | undefined {
  if (exists(id)) return id;
  const moved = followAliases(id, aliases);
  const nearest = nearestAnchor(moved, exists);
  const target = nearest === undefined || nearest === moved ? undefined : linkTarget(nearest);
  if (nearest === undefined || target === undefined) return nearest;
  return nearestAnchor(`${target}${moved.slice(nearest.length)}`, exists) ?? nearest;
}
