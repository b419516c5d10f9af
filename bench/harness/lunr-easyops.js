/* global window, fetch */
// The search of @easyops-cn/docusaurus-search-local, re-implemented for the benchmark (English only),
// over an index in that plugin's layout (bench/lib/lunr-index.mjs): five Lunr indexes, one per field
// (0 title, 1 heading, 2 description, 3 keywords, 4 content), each with a single field "t".
// The plugin's "field boosts" are this tiering: every query is run against the indexes in that
// order and results are appended tier by tier, so a title match always ranks above a heading match,
// which ranks above a description match, and so on. As in the plugin:
// - tokens are the lower-cased input split on whitespace and hyphens;
// - every token is REQUIRED; the last token is also tried with a trailing wildcard (still typing);
// - stop words are dropped into an extra query; queries of 3+ tokens add variants missing one token;
// - at most `resultsLimit` results (the plugin's searchResultLimits, default 8; 10 here so that
//   recall@10 can be measured), and sub-results are moved just after their page's title result.
(function () {
  'use strict';
  var lunr = window.lunr;
  var TITLE = 0;
  var HEADING = 1;
  var DESCRIPTION = 2;
  var CONTENT = 4;
  var wrappedIndexes = [];

  function tokenize(text) {
    return text.toLowerCase().match(/[^-\s]+/g) || [];
  }

  function termsToQueries(terms, maybeTyping) {
    return terms.map(function (term) {
      return {
        tokens: term.map(function (item) {
          return item.value;
        }),
        term: term.map(function (item) {
          var trailing = maybeTyping ? item.trailing || item.maybeTyping : item.trailing;
          return {
            value: item.value,
            presence: lunr.Query.presence.REQUIRED,
            wildcard: trailing ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
          };
        }),
      };
    });
  }

  function queriesMaybeTyping(terms) {
    return termsToQueries(terms).concat(
      termsToQueries(
        terms.filter(function (term) {
          var token = term[term.length - 1];
          return !token.trailing && token.maybeTyping;
        }),
        true,
      ),
    );
  }

  function smartQueries(tokens) {
    var terms = [
      tokens.map(function (value) {
        return {value: value};
      }),
    ];
    terms.forEach(function (term) {
      term[term.length - 1].maybeTyping = true;
    });
    var refinedTerms = [];
    var newTerms = [];
    terms.forEach(function (term) {
      var filtered = term.filter(function (item) {
        return lunr.stopWordFilter(item.value);
      });
      refinedTerms.push(filtered);
      if (filtered.length < term.length && filtered.length > 0) {
        newTerms.push(filtered);
      }
    });
    terms.push.apply(terms, newTerms);
    var extraTerms = [];
    refinedTerms.forEach(function (term) {
      if (term.length > 2) {
        for (var i = term.length - 1; i >= 0; i -= 1) {
          extraTerms.push(term.slice(0, i).concat(term.slice(i + 1)));
        }
      }
    });
    return queriesMaybeTyping(terms).concat(queriesMaybeTyping(extraTerms));
  }

  function sortSearchResults(results) {
    results.forEach(function (item, index) {
      item.index = index;
    });
    function pageIndex(r) {
      var sub = r.type === HEADING || r.type === CONTENT || r.type === DESCRIPTION;
      var index = sub && r.page ? results.findIndex((item) => item.document === r.page) : r.index;
      return index === -1 ? r.index : index;
    }
    results.sort(function (a, b) {
      var ai = pageIndex(a);
      var bi = pageIndex(b);
      if (ai === bi) {
        var diff = (b.type === 0 ? 1 : 0) - (a.type === 0 ? 1 : 0);
        return diff === 0 ? a.index - b.index : diff;
      }
      return ai - bi;
    });
  }

  function search(input, resultsLimit) {
    var limit = resultsLimit || 10;
    var rawTokens = tokenize(input);
    if (rawTokens.length === 0) {
      return [];
    }
    var queries = smartQueries(rawTokens);
    var results = [];
    outer: for (var q = 0; q < queries.length; q += 1) {
      var term = queries[q].term;
      for (var w = 0; w < wrappedIndexes.length; w += 1) {
        var wrapped = wrappedIndexes[w];
        var found;
        try {
          found = wrapped.index.query(function (query) {
            term.forEach(function (item) {
              query.term(item.value, {wildcard: item.wildcard, presence: item.presence});
            });
          });
        } catch {
          found = [];
        }
        var batch = found
          .slice(0, limit)
          .filter(function (result) {
            return !results.some(function (item) {
              return item.document.i.toString() === result.ref;
            });
          })
          .slice(0, limit - results.length)
          .map(function (result) {
            var document = wrapped.documents.find(function (doc) {
              return doc.i.toString() === result.ref;
            });
            return {
              document: document,
              type: wrapped.type,
              page:
                wrapped.type !== TITLE &&
                wrappedIndexes[0].documents.find(function (doc) {
                  return doc.i === document.p;
                }),
              score: result.score,
            };
          });
        results.push.apply(results, batch);
        if (results.length >= limit) {
          break outer;
        }
      }
    }
    sortSearchResults(results);
    return results;
  }

  window.LunrBench = {
    load: async function (url) {
      var response = await fetch(url);
      var data = await response.json();
      wrappedIndexes = data.map(function (item, type) {
        return {type: type, documents: item.documents, index: lunr.Index.load(item.index)};
      });
    },
    documentCount: function () {
      return wrappedIndexes.reduce(function (sum, w) {
        return sum + w.documents.length;
      }, 0);
    },
    search: search,
  };
})();
