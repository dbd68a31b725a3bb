// Keeps the hall's pages live: the board swaps in each new drawing as it
// arrives; a pair's or the director's page looks again when the party
// changes, unless someone is in the middle of filling in a form.
(function () {
  var undo = document.querySelector("form[data-ask]");
  if (undo) undo.addEventListener("submit", function (e) {
    if (!confirm(undo.getAttribute("data-ask"))) e.preventDefault();
  });
  if (!window.EventSource) return;
  // Only the pages that show the party as it stands follow it (the board,
  // a pair's page, the director's); the others (the tally cards, signing
  // in, a problem) carry no version of it and would look again forever.
  if (!/(^|\s)(board|pair|director)(\s|$)/.test(document.body.className)) return;
  var events = new EventSource("/events");
  var seen = document.body.getAttribute("data-version");
  var waiting = false;
  function typing() {
    var a = document.activeElement;
    if (a && a.form) return true;
    var fields = document.querySelectorAll("input[type=text],input[type=password]");
    for (var i = 0; i < fields.length; i++) if (fields[i].value !== fields[i].defaultValue) return true;
    var boxes = document.querySelectorAll("input[type=radio],input[type=checkbox]");
    for (var j = 0; j < boxes.length; j++) if (boxes[j].checked !== boxes[j].defaultChecked) return true;
    return false;
  }
  function lookAgain() {
    if (typing()) { waiting = true; return; }
    location.reload();
  }
  document.addEventListener("focusout", function () { if (waiting) setTimeout(lookAgain, 3000); });
  events.addEventListener("board", function (e) {
    var board = document.getElementById("board");
    if (board) {
      var holder = document.createElement("div");
      holder.innerHTML = e.data;
      var drawn = holder.firstElementChild;
      if (drawn) board.replaceWith(drawn);
      return;
    }
    if (e.lastEventId === seen) return;
    lookAgain();
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
