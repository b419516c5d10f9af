/* global window, document, performance, fetch */
// Benchmark harness page script (served from /bench-harness/ next to the built site).
// Three runners with the same surface: init() loads code and index, query(q) returns the page URLs
// of the results in rank order, first(q) loads everything and resolves with the first result.
(function () {
  'use strict';

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = src;
      script.onload = function () {
        resolve();
      };
      script.onerror = function () {
        reject(new Error('could not load ' + src));
      };
      document.head.appendChild(script);
    });
  }

  function pageOf(url) {
    return url.replace(/#.*$/, '');
  }

  function uniquePages(urls, limit) {
    var seen = new Set();
    var pages = [];
    for (var i = 0; i < urls.length && pages.length < limit; i += 1) {
      var page = pageOf(urls[i]);
      if (!seen.has(page)) {
        seen.add(page);
        pages.push(page);
      }
    }
    return pages;
  }

  // ------------------------------------------------------------------ ours
  var ours = {
    engine: null,
    init: async function () {
      if (!window.PrivanaBench) {
        await loadScript('/bench-harness/ours.js');
      }
      this.engine = new window.PrivanaBench.SearchEngine({baseUrl: '/'});
      await this.engine.init();
      if (this.engine.state !== 'ready') {
        throw new Error('engine failed: ' + this.engine.error);
      }
      return {source: this.engine.source, documents: this.engine.totalDocuments};
    },
    query: async function (q, limit) {
      var outcome = await this.engine.search(q);
      // The modal renders the first RESULTS_BATCH results at once, and a result's snippet and
      // highlights are made when first read: read them here, so the time is what the modal pays
      // before showing results (the rest are made as later batches render).
      var constants = window.PrivanaBench.constants;
      var shown = outcome.results.slice(0, constants ? constants.RESULTS_BATCH : outcome.results.length);
      for (var i = 0; i < shown.length; i += 1) {
        // preview() where the laziness is explicit; older builds made them in getters.
        var preview = typeof shown[i].preview === 'function' ? shown[i].preview() : shown[i];
        if (typeof preview.snippet !== 'string' || !preview.highlights) {
          throw new Error('result without snippet or highlights');
        }
      }
      return uniquePages(
        outcome.results.map(function (r) {
          return r.document.url;
        }),
        limit,
      );
    },
    /** Where each result sends the reader first: its first listed section, or itself. */
    answers: async function (q, limit) {
      var outcome = await this.engine.search(q);
      return outcome.results.slice(0, limit).map(function (r) {
        return r.matchingSections.length > 0 ? r.matchingSections[0].document.url : r.document.url;
      });
    },
  };

  // ------------------------------------------------------------------ lunr (easyops layout)
  var lunrRunner = {
    ready: false,
    init: async function () {
      if (!window.LunrBench) {
        await loadScript('/bench-harness/lunr.min.js');
        await loadScript('/bench-harness/lunr-easyops.js');
      }
      await window.LunrBench.load('/bench-harness/lunr-search-index.json');
      this.ready = true;
      return {documents: window.LunrBench.documentCount()};
    },
    query: async function (q, limit) {
      var results = window.LunrBench.search(q);
      return uniquePages(
        results.map(function (r) {
          return r.document.u;
        }),
        limit,
      );
    },
    /**
     * Where each result sends the reader first, as the plugin lists them: a page's title row, or
     * the first heading or text row under it when the page's rows have one.
     */
    answers: async function (q, limit) {
      var results = window.LunrBench.search(q);
      var answers = [];
      var seen = new Set();
      for (var i = 0; i < results.length && answers.length < limit; i += 1) {
        var page = results[i].page || results[i].document;
        if (seen.has(page)) {
          continue;
        }
        seen.add(page);
        var next = results[i + 1];
        var row = !results[i].page && next && next.page === page ? next : results[i];
        answers.push(row.document.u + (row.document.h || ''));
      }
      return answers;
    },
  };

  // ------------------------------------------------------------------ pagefind
  var pagefindRunner = {
    api: null,
    init: async function () {
      this.api = await import('/pagefind/pagefind.js');
      await this.api.options({baseUrl: '/'});
      await this.api.init();
      return {};
    },
    /** The data of the first `limit` results of q. */
    data: async function (q, limit) {
      var search = await this.api.search(q);
      if (!search || !search.results) {
        return [];
      }
      return Promise.all(
        search.results.slice(0, limit).map(function (r) {
          return r.data();
        }),
      );
    },
    query: async function (q, limit) {
      var data = await this.data(q, limit);
      return uniquePages(
        data.map(function (d) {
          return d.url;
        }),
        limit,
      );
    },
    /**
     * Where each result sends the reader first: its best sub-result (a heading's anchor; Pagefind
     * lists them in page order, so the one whose matches weigh most), or the page.
     */
    answers: async function (q, limit) {
      var data = await this.data(q, limit);
      var weight = function (sub) {
        return (sub.weighted_locations || []).reduce(function (sum, location) {
          return sum + (location.balanced_score || location.weight || 1);
        }, 0);
      };
      return data.map(function (d) {
        var best = (d.sub_results || []).reduce(function (top, sub) {
          return !top || weight(sub) > weight(top) ? sub : top;
        }, null);
        return best ? best.url : d.url;
      });
    },
  };

  var runners = {ours: ours, lunr: lunrRunner, pagefind: pagefindRunner};

  window.bench = {
    /** Loads code and index from scratch and resolves when the first result of q is known. */
    first: async function (name, q) {
      var runner = runners[name];
      var t0 = performance.now();
      var info = await runner.init();
      var tReady = performance.now();
      var pages = await runner.query(q, 1);
      var t1 = performance.now();
      // `at` (wall clock) tells the requests made before the first result from those after it
      // (our engine downloads the whole index in the background once results are out).
      return {ms: t1 - t0, initMs: tReady - t0, queryMs: t1 - tReady, first: pages[0] || null, info: info, at: Date.now()};
    },
    init: function (name) {
      return runners[name].init();
    },
    /** Resolves when the engine has stored what it downloaded (ours writes IndexedDB after it is ready). */
    stored: function (name) {
      var engine = runners[name].engine;
      return engine && engine.stored ? engine.stored : Promise.resolve();
    },
    /**
     * Where our engine's time goes: the whole search-db.json's download, JSON parse, decoding and
     * loading into MiniSearch (what a download costs once the first results are out); the
     * engine's cold initialisation (from the split index's core); a repeat initialisation from
     * IndexedDB, once the first engine has stored the whole index; and per query the engine's time.
     */
    profileOurs: async function (queries, passes) {
      if (!window.PrivanaBench) {
        await loadScript('/bench-harness/ours.js');
      }
      var B = window.PrivanaBench;
      var out = {};
      var t = performance.now();
      var response = await fetch('/search/search-db.json', {cache: 'no-store'});
      var text = await response.text();
      out.downloadMs = performance.now() - t;
      t = performance.now();
      var data = JSON.parse(text);
      out.parseMs = performance.now() - t;
      var serializedIndex = data.searchIndex;
      out.documents = data.documents.length;
      var decoded = null;
      if (B.codec && B.codec.decodeDatabase && data.format) {
        t = performance.now();
        decoded = B.codec.decodeDatabase(data);
        serializedIndex = decoded.searchIndex;
        out.decodeMs = performance.now() - t;
      }
      t = performance.now();
      if (decoded && decoded.packedIndex && B.searchIndex) {
        // Since the packed postings go straight into MiniSearch's Maps: that step, not loadJS.
        B.searchIndex.indexFromPacked(
          decoded.packedIndex,
          decoded.documents.map(function (d) {
            return d.id;
          }),
        );
      } else {
        B.MiniSearch.loadJS(serializedIndex, B.indexOptions.SEARCH_INDEX_OPTIONS);
      }
      out.loadJsMs = performance.now() - t;
      var fresh = new B.SearchEngine({baseUrl: '/'});
      t = performance.now();
      await fresh.init();
      out.engineInitMs = performance.now() - t;
      out.engineInitSource = fresh.source;
      // The whole index is downloaded and stored after the first results.
      await fresh.search(queries[0]);
      await fresh.stored;
      var again = new B.SearchEngine({baseUrl: '/'});
      t = performance.now();
      await again.init();
      out.repeatInitMs = performance.now() - t;
      out.repeatInitSource = again.source;
      var index = again.index;
      var documents = again.documents;
      var perQuery = [];
      for (var i = 0; i < queries.length; i += 1) {
        var q = queries[i];
        var totals = [];
        var raws = [];
        var count = 0;
        for (var p = 0; p < passes; p += 1) {
          t = performance.now();
          var outcome = await again.search(q);
          totals.push(performance.now() - t);
          count = outcome.results.length;
          var built = B.query.buildSearchQuery(q);
          if (built && index) {
            t = performance.now();
            index.search(built.query, {
              boost: B.indexOptions.FIELD_BOOSTS,
              boostDocument: function (id) {
                var d = documents.get(id);
                return d && d.metadata.isSection ? 0.9 : 1;
              },
            });
            raws.push(performance.now() - t);
          }
        }
        totals.sort(function (a, b) {
          return a - b;
        });
        raws.sort(function (a, b) {
          return a - b;
        });
        perQuery.push({
          q: q,
          engineMs: totals[Math.floor(totals.length / 2)],
          minisearchMs: raws.length ? raws[Math.floor(raws.length / 2)] : null,
          results: count,
        });
      }
      out.perQuery = perQuery;
      return out;
    },
    /** Each query's answers (see the runners' `answers`), for relevance at section level. */
    answers: async function (name, queries, limit) {
      var runner = runners[name];
      var answers = {};
      for (var i = 0; i < queries.length; i += 1) {
        answers[queries[i]] = await runner.answers(queries[i], limit);
      }
      return answers;
    },
    /** Runs every query once (passes times), returns per-query timings and the top pages. */
    run: async function (name, queries, passes, limit) {
      var runner = runners[name];
      var timings = [];
      var pages = {};
      for (var p = 0; p < passes; p += 1) {
        for (var i = 0; i < queries.length; i += 1) {
          // Marks outside the timed span: a trace of the run reads each query's main-thread CPU
          // time between them (bench/search.mjs), which the host's other processes do not inflate.
          performance.mark('bench-query');
          var t = performance.now();
          var top = await runner.query(queries[i], limit);
          timings.push(performance.now() - t);
          performance.mark('bench-query-end');
          if (p === 0) {
            pages[queries[i]] = top;
          }
        }
      }
      return {timings: timings, pages: pages};
    },
  };
})();
