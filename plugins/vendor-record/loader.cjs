/**
 * Turns `data/vendor-record.json?vendor=<slug>` into a module holding that vendor's record from
 * data/vendors.json (the `catalogue` option). A vendor page imports its own record this way;
 * importing data/vendors.json whole put all vendors into every vendor page (44 KB gzip for 155
 * vendors, 600 KB for 2,000). The imported file is a small stub rather than the catalogue itself:
 * the bundler keeps each module's source, and 2,000 copies of the catalogue ran it out of memory.
 * The catalogue is parsed once per change. An unknown slug fails the build, as a typo in a page must.
 */
const {readFileSync, statSync} = require('node:fs');

let cached = null;

/** Vendors by slug, parsed again only when the file changed. */
function catalogueBySlug(file) {
  const {mtimeMs, size} = statSync(file);
  if (!cached || cached.file !== file || cached.mtimeMs !== mtimeMs || cached.size !== size) {
    const vendors = JSON.parse(readFileSync(file, 'utf8'));
    cached = {file, mtimeMs, size, bySlug: new Map((Array.isArray(vendors) ? vendors : []).map((vendor) => [vendor.slug, vendor]))};
  }
  return cached.bySlug;
}

/** The module of the vendor named by `?vendor=<slug>`. */
function vendorRecordModule(bySlug, resourceQuery) {
  const slug = new URLSearchParams(String(resourceQuery).replace(/^\?/, '')).get('vendor');
  const vendor = slug === null ? undefined : bySlug.get(slug);
  if (!vendor) {
    throw new Error(`Unknown data-discovery vendor "${slug}" (not in data/vendors.json)`);
  }
  return `export default ${JSON.stringify(vendor)};\n`;
}

module.exports = function vendorRecordLoader() {
  const {catalogue} = this.getOptions();
  // Rebuilt (and the cache of the build invalidated) when the catalogue changes.
  this.addDependency(catalogue);
  return vendorRecordModule(catalogueBySlug(catalogue), this.resourceQuery);
};
module.exports.catalogueBySlug = catalogueBySlug;
module.exports.vendorRecordModule = vendorRecordModule;
