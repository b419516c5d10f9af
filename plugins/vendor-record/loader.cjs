/**
 * Turns `data/vendors.json?vendor=<slug>` into a module holding that vendor's record only.
 * A vendor page imports its own record this way; importing the JSON whole would put all ~150
 * vendors (44 KB gzip) into every vendor page (bench/README.md, "What breaks first").
 * An unknown slug fails the build, as a typo in a page must.
 */
function vendorRecordModule(source, resourceQuery) {
  const slug = new URLSearchParams(String(resourceQuery).replace(/^\?/, '')).get('vendor');
  const vendors = JSON.parse(source);
  const vendor = Array.isArray(vendors) ? vendors.find((entry) => entry.slug === slug) : undefined;
  if (!vendor) {
    throw new Error(`Unknown data-discovery vendor "${slug}" (not in data/vendors.json)`);
  }
  return `export default ${JSON.stringify(vendor)};\n`;
}

module.exports = function vendorRecordLoader(source) {
  return vendorRecordModule(source, this.resourceQuery);
};
module.exports.vendorRecordModule = vendorRecordModule;
