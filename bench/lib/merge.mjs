// `--merge`: a partial run keeps the sections of the previous results for the steps it did not
// run, each with the date it was measured, so one table never silently mixes runs.

/**
 * Copies into `results` the sections of `previous` for the steps not in `only`. Without a build in
 * this run, the page-size sections (measured from the build) are kept from `previous` too.
 */
export function mergePrevious(results, previous, {steps, only, measuredBuild}) {
  results.mergedFrom = {};
  const sections = measuredBuild ? steps : [...steps, 'initialJs', 'searchDb', 'baseline'];
  for (const step of sections) {
    if (!only.has(step) && previous[step] !== undefined) {
      results[step] = previous[step];
      results.mergedFrom[step] = previous.mergedFrom?.[step] ?? previous.startedAt;
      if (step === 'lighthouse' && previous.lighthouseCalibrated) results.lighthouseCalibrated = previous.lighthouseCalibrated;
    }
  }
}
