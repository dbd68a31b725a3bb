// Keeps the hall's pages live: the board swaps in each new drawing as it
// arrives; a pair's page looks again when a change touched it, and the
// director's fetches only the parts a change touched, unless someone is
// in the middle of filling in a form there.
(function () {
  document.addEventListener("submit", function (e) {
    var form = e.target;
    if (form.hasAttribute && form.hasAttribute("data-ask") && !confirm(form.getAttribute("data-ask"))) e.preventDefault();
  });
  if (!window.EventSource) return;
  // Only the pages that show the party as it stands follow it (the board,
  // a pair's page, the director's); the others (the tally cards, signing
  // in, a problem) carry no version of it and would look again forever.
  var kind = (/(^|\s)(board|pair|director)(\s|$)/.exec(document.body.className) || [])[2];
  if (!kind) return;
  // The board takes its whole drawing; the other pages only hear which
  // pages and parts changed.
  var events = new EventSource(kind === "board" ? "/events" : "/events/parts");
  var seen = Number(document.body.getAttribute("data-version"));
  var waiting = false;
  // The director's parts still to fetch (a form was being filled in).
  var wanted = {};
  function typing(within) {
    var a = document.activeElement;
    if (a && a.form && (!within || within.contains(a))) return true;
    var root = within || document;
    var fields = root.querySelectorAll("input[type=text],input[type=password]");
    for (var i = 0; i < fields.length; i++) if (fields[i].value !== fields[i].defaultValue) return true;
    var boxes = root.querySelectorAll("input[type=radio],input[type=checkbox]");
    for (var j = 0; j < boxes.length; j++) if (boxes[j].checked !== boxes[j].defaultChecked) return true;
    return false;
  }
  function lookAgain() {
    if (typing()) { waiting = true; return; }
    location.reload();
  }
  function part(name) {
    return document.querySelector('[data-part="' + name + '"]');
  }
  // The parts asked for, fetched together; a part the answer leaves out is
  // no longer on the page.
  function fetchParts() {
    var names = Object.keys(wanted).filter(function (n) {
      var here = part(n);
      return !(here && typing(here));
    });
    if (!names.length) return;
    names.forEach(function (n) { delete wanted[n]; });
    var history = part("history");
    var since = history && history.querySelector("tbody") ? history.getAttribute("data-count") : "0";
    fetch("/director/parts?names=" + encodeURIComponent(names.join(",")) + "&since=" + since, { credentials: "same-origin" })
      .then(function (r) { if (!r.ok) throw r; return r.text(); })
      .then(function (html) {
        // A template, so a table's rows come through the parser whole.
        var template = document.createElement("template");
        template.innerHTML = html;
        var holder = template.content;
        names.forEach(function (n) {
          var fresh = holder.querySelector('[data-part="' + n + '"]');
          var here = part(n);
          if (n === "history") {
            var rows = holder.querySelector('[data-rows="history"]');
            var body = history && history.querySelector("tbody");
            if (rows && !fresh && body) {
              while (rows.lastElementChild) body.insertBefore(rows.lastElementChild, body.firstElementChild);
              while (body.children.length > 200) body.removeChild(body.lastElementChild);
              history.setAttribute("data-count", rows.getAttribute("data-count"));
              return;
            }
          }
          if (!fresh) { if (here) here.remove(); return; }
          if (here) { here.replaceWith(fresh); return; }
          // A game's results not shown yet: in its place, the latest first.
          var table = document.querySelector('[data-part="results"] table');
          if (!table) return;
          var game = Number(n.split("-")[1]);
          var after = [].slice.call(table.querySelectorAll("tbody[data-part]")).filter(function (b) {
            return Number(b.getAttribute("data-part").split("-")[1]) < game;
          })[0];
          table.insertBefore(fresh, after || null);
        });
      })
      .catch(function () { location.reload(); });
  }
  document.addEventListener("focusout", function () {
    if (!waiting && !Object.keys(wanted).length) return;
    setTimeout(function () {
      if (waiting) { waiting = false; lookAgain(); } else fetchParts();
    }, 3000);
  });
  events.addEventListener("board", function (e) {
    var board = document.getElementById("board");
    if (!board) return;
    var holder = document.createElement("div");
    holder.innerHTML = e.data;
    var drawn = holder.firstElementChild;
    if (drawn) board.replaceWith(drawn);
  });
  events.addEventListener("changed", function (e) {
    var version = Number(e.lastEventId);
    if (version <= seen) return;
    // A change missed in between (the line dropped, or two came at once):
    // the whole page again.
    var missed = version !== seen + 1;
    seen = version;
    document.body.setAttribute("data-version", String(version));
    if (missed) { lookAgain(); return; }
    var changed;
    try { changed = JSON.parse(e.data); } catch (err) { lookAgain(); return; }
    if (kind === "pair") {
      // A table's device shows a table, not a pair: any change may be its
      // next game, so it looks again (unless a form is being filled in).
      if (/(^|\s)table-device(\s|$)/.test(document.body.className)) { lookAgain(); return; }
      var main = document.querySelector("[data-holder]");
      var me = main ? Number(main.getAttribute("data-holder")) : -1;
      if ((changed.pairs || []).indexOf(me) >= 0) lookAgain();
      return;
    }
    (changed.director || []).forEach(function (n) { wanted[n] = true; });
    fetchParts();
  });
  // A page the browser keeps aside to go back to (its back-forward cache)
  // would keep its line open: a browser opens at most six to one address,
  // so a phone going from page to page would soon hang. Close it on
  // leaving; coming back, look again.
  window.addEventListener("pagehide", function () { events.close(); });
  // A stream the hall had no room for (it answers 503) is not tried again
  // by the browser: look again later, as the page without scripts does.
  events.addEventListener("error", function () {
    if (events.readyState === EventSource.CLOSED) setTimeout(lookAgain, 30000);
  });
  window.addEventListener("pageshow", function (e) { if (e.persisted) location.reload(); });
})();
