/// The page's scripts: `early` (in the head, so the first paint already has the chosen
/// theme and zoom) and `stepping`.
///
/// Stepping: `#step=N` (clamped to the last step; every Predict at or before it revealed),
/// `#section=N` (the lesson's Nth section, as its contents entry opens it: `depplay serve`'s
/// projector follows the class so),
/// keys a presenter's clicker sends (Space, PageDown, → and `.` forward; PageUp, ←,
/// Backspace and `b` back), Home/End, ↓/↑ a statement at a time, the buttons (which never
/// keep focus, so Space after a click still steps forward), the slider and the table of
/// contents. Forward stops at a Predict that is not revealed yet: its question is shown and
/// the steps that answer it are held back; R, the Reveal button or forward again reveals it.
/// Zoom (+, -, 0) is remembered per page, the theme (D) for every page.
enum PageScript {
  /// Applies the remembered theme and zoom before the body is drawn.
  static let early = """
    (function () {
      try {
        var root = document.documentElement;
        var theme = localStorage.getItem("depplay-theme");
        if (theme === "dark" || theme === "light") root.setAttribute("data-theme", theme);
        var zoom = parseFloat(localStorage.getItem("depplay-zoom:" + root.getAttribute("data-page")));
        if (zoom >= 0.5 && zoom <= 3) root.style.setProperty("--zoom", String(zoom));
      } catch (error) {}
    })();
    """

  /// The stepping script.
  static let stepping = """
    (function () {
      var root = document.documentElement, body = document.body;
      var steps = JSON.parse(document.getElementById("steps").textContent);
      var last = steps.length - 1;
      var marked = document.querySelectorAll("[data-step]");
      var header = document.querySelector("header");
      var slider = document.getElementById("slider");
      var frame = document.querySelector(".diagram-frame");
      var consoleList = document.querySelector(".console");
      var toc = document.querySelector(".toc");
      var checkpoints = Array.prototype.map.call(
        document.querySelectorAll("article[data-gate]"), function (article) {
          return { gate: parseInt(article.getAttribute("data-gate"), 10), article: article,
            revealed: false };
        });
      var current = 0, asking = null;

      function remember(key, value) { try { localStorage.setItem(key, value); } catch (e) {} }
      var headerHeight = 0;
      function measureHeader() {
        if (header.offsetHeight === headerHeight) return;
        headerHeight = header.offsetHeight;
        root.style.setProperty("--header-height", headerHeight + "px");
      }

      var zoomKey = "depplay-zoom:" + root.getAttribute("data-page");
      var zooms = [0.8, 0.9, 1, 1.15, 1.3, 1.5, 1.75, 2];
      function zoom() { return parseFloat(getComputedStyle(root).getPropertyValue("--zoom")) || 1; }
      function setZoom(value) {
        root.style.setProperty("--zoom", String(value));
        remember(zoomKey, String(value));
        measureHeader();
        scrollToCurrent();
      }
      function stepZoom(direction) {
        var now = zoom(), index = 0;
        zooms.forEach(function (level, at) { if (Math.abs(level - now) < 0.01) index = at; });
        setZoom(zooms[Math.max(0, Math.min(zooms.length - 1, index + direction))]);
      }
      function toggleTheme() {
        var chosen = root.getAttribute("data-theme");
        var dark = chosen ? chosen === "dark"
          : window.matchMedia("(prefers-color-scheme: dark)").matches;
        root.setAttribute("data-theme", dark ? "light" : "dark");
        remember("depplay-theme", dark ? "light" : "dark");
      }

      function fromHash() {
        var match = /step=(\\d+)/.exec(location.hash);
        return match ? Math.min(parseInt(match[1], 10), last) : 0;
      }
      // `#section=N` opens the lesson's Nth section as its contents entry does; else
      // `#step=N`.
      function followHash() {
        var section = /section=(\\d+)/.exec(location.hash);
        if (section) openSection(parseInt(section[1], 10) - 1);
        else jump(fromHash());
      }
      function reveal(checkpoint) {
        checkpoint.revealed = true;
        checkpoint.article.classList.add("revealed");
        if (asking === checkpoint) asking = null;
      }
      // The first checkpoint not revealed yet that stepping from here to `target` passes.
      function pending(target) {
        for (var index = 0; index < checkpoints.length; index++) {
          var checkpoint = checkpoints[index];
          if (!checkpoint.revealed && checkpoint.gate > current && checkpoint.gate <= target) {
            return checkpoint;
          }
        }
        return null;
      }
      function show(step) {
        current = Math.max(0, Math.min(step, last));
        checkpoints.forEach(function (checkpoint) {
          if (checkpoint.gate <= current && !checkpoint.revealed) reveal(checkpoint);
        });
        render();
      }
      function forward(target) {
        if (asking) { reveal(asking); render(); return; }
        var checkpoint = pending(target);
        if (checkpoint) { asking = checkpoint; show(checkpoint.gate - 1); return; }
        if (target <= last) show(target);
      }
      function backward(target) {
        if (asking) { asking = null; render(); return; }
        show(target);
      }
      function jump(target) { asking = null; show(target); }
      function ask(checkpoint) {
        if (checkpoint.revealed) { jump(checkpoint.gate); return; }
        asking = null;
        current = Math.max(0, Math.min(checkpoint.gate - 1, last));
        forward(checkpoint.gate);
      }
      // Opens section `index` (0-based) of the lesson: a Predict asks its question (held
      // until revealed), another section goes to its first step, or, when it runs nothing,
      // scrolls into view.
      function openSection(index) {
        var article = document.getElementById("S" + index);
        if (!article) return;
        var first = article.getAttribute("data-first-step");
        var checkpoint = checkpoints.filter(function (each) { return each.article === article; })[0];
        if (checkpoint) ask(checkpoint);
        else if (first !== null) jump(parseInt(first, 10));
        else article.scrollIntoView({ block: "start" });
      }
      function sameStatement(a, b) {
        var one = steps[a].lines, other = steps[b].lines;
        return one && other ? one[0] === other[0] && one[1] === other[1] : one === other;
      }
      function nextStatement() {
        var step = current + 1;
        while (step <= last && sameStatement(step, current)) step += 1;
        forward(step);
      }
      function previousStatement() {
        if (asking || current === 0) { backward(current - 1); return; }
        var step = current - 1;
        while (step > 0 && sameStatement(step, current)) step -= 1;
        while (step > 0 && sameStatement(step - 1, step)) step -= 1;
        backward(step);
      }

      // Scrolls `element` into `box` (a scrolling pane) without moving the page: down or up,
      // and across to the element's start when a deep box runs past the pane's side.
      function keepInside(element, box) {
        var inner = element.getBoundingClientRect(), outer = box.getBoundingClientRect();
        if (inner.top < outer.top) box.scrollTop += inner.top - outer.top - 8;
        else if (inner.bottom > outer.bottom) {
          box.scrollTop += Math.min(inner.bottom - outer.bottom + 8, inner.top - outer.top - 8);
        }
        if (inner.left < outer.left) box.scrollLeft += inner.left - outer.left - 8;
        else if (inner.right > outer.right) {
          box.scrollLeft += Math.min(inner.right - outer.right + 8, inner.left - outer.left - 8);
        }
      }
      function scrollToCurrent() {
        var target = asking ? asking.article.querySelector(".question")
          : document.querySelector(".line.current");
        if (target) {
          var details = target.closest("details");
          if (details && !details.open) details.open = true;
          target.scrollIntoView({ block: "nearest" });
        }
        var row = frame.querySelector(".row.now");
        if (row) keepInside(row, frame);
        var printed = consoleList.querySelectorAll("li:not(.future)");
        if (printed.length) keepInside(printed[printed.length - 1], consoleList);
      }
      function render() {
        body.setAttribute("data-current-step", String(current));
        body.setAttribute("data-asking", asking ? asking.article.id : "");
        marked.forEach(function (element) {
          var at = parseInt(element.getAttribute("data-step"), 10);
          element.classList.toggle("future", at > current);
          element.classList.toggle("now", at === current && current > 0);
          var ends = element.getAttribute("data-ends");
          if (ends !== null) element.classList.toggle("ended", parseInt(ends, 10) <= current);
        });
        document.querySelectorAll(".line.current").forEach(function (line) {
          line.classList.remove("current");
        });
        var lines = steps[current].lines;
        if (lines) {
          for (var number = lines[0]; number <= lines[1]; number++) {
            var line = document.getElementById("L" + number);
            if (line) line.classList.add("current");
          }
        }
        checkpoints.forEach(function (checkpoint) {
          checkpoint.article.classList.toggle("asking", checkpoint === asking);
        });
        document.getElementById("reveal").hidden = !asking;
        document.getElementById("position").textContent = "step " + current + " of " + last;
        slider.value = String(current);
        document.getElementById("caption").textContent = asking
          ? asking.article.querySelector(".question").textContent
            + " (Next or R reveals the answer)"
          : steps[current].caption;
        measureHeader();
        scrollToCurrent();
        var hash = "#step=" + current;
        if (location.hash !== hash && history.replaceState) history.replaceState(null, "", hash);
      }

      function button(id, action) {
        var element = document.getElementById(id);
        element.addEventListener("mousedown", function (event) { event.preventDefault(); });
        element.addEventListener("click", function () { element.blur(); action(); });
      }
      button("first", function () { jump(0); });
      button("back", function () { backward(current - 1); });
      button("next", function () { forward(current + 1); });
      button("statement", nextStatement);
      button("last", function () { jump(last); });
      button("reveal", function () { if (asking) { reveal(asking); render(); } });
      button("smaller", function () { stepZoom(-1); });
      button("larger", function () { stepZoom(1); });
      button("theme", toggleTheme);
      document.querySelectorAll(".reveal-button").forEach(function (element) {
        element.addEventListener("click", function () {
          element.blur();
          checkpoints.forEach(function (checkpoint) {
            if (checkpoint.article.contains(element)) reveal(checkpoint);
          });
          render();
        });
      });
      if (toc) {
        toc.querySelector("summary").addEventListener("mousedown", function (event) {
          event.preventDefault();
        });
        toc.querySelectorAll("button").forEach(function (element) {
          element.addEventListener("mousedown", function (event) { event.preventDefault(); });
          element.addEventListener("click", function () {
            toc.open = false;
            openSection(parseInt(element.getAttribute("data-section"), 10));
          });
        });
      }
      slider.addEventListener("input", function () { jump(parseInt(slider.value, 10)); });
      slider.addEventListener("change", function () { slider.blur(); });

      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        var key = event.key, action = null;
        var forwardKeys = ["ArrowRight", "PageDown", "."], backKeys = ["ArrowLeft", "PageUp",
          "Backspace", "b", "B"];
        if (key === " ") {
          action = event.shiftKey ? function () { backward(current - 1); }
            : function () { forward(current + 1); };
        } else if (forwardKeys.indexOf(key) >= 0) {
          action = function () { forward(current + 1); };
        } else if (backKeys.indexOf(key) >= 0) {
          action = function () { backward(current - 1); };
        } else {
          action = {
            ArrowDown: nextStatement, ArrowUp: previousStatement,
            Home: function () { jump(0); }, End: function () { jump(last); },
            r: function () { if (asking) { reveal(asking); render(); } },
            "+": function () { stepZoom(1); }, "=": function () { stepZoom(1); },
            "-": function () { stepZoom(-1); }, "0": function () { setZoom(1); },
            d: toggleTheme,
            c: function () { if (toc) toc.open = !toc.open; },
            Escape: function () { if (toc) toc.open = false; }
          }[key.length === 1 ? key.toLowerCase() : key] || null;
        }
        if (action) { event.preventDefault(); action(); }
      });

      // The diagram pans by dragging.
      var drag = null;
      frame.addEventListener("pointerdown", function (event) {
        drag = { x: event.clientX, y: event.clientY, left: frame.scrollLeft, top: frame.scrollTop };
      });
      window.addEventListener("pointerup", function () { drag = null; });
      frame.addEventListener("pointermove", function (event) {
        if (!drag) return;
        frame.scrollLeft = drag.left - (event.clientX - drag.x);
        frame.scrollTop = drag.top - (event.clientY - drag.y);
      });

      // Printed, every hint, solution and answer is open.
      var opened = [];
      window.addEventListener("beforeprint", function () {
        document.querySelectorAll("main details:not([open])").forEach(function (details) {
          details.open = true;
          opened.push(details);
        });
      });
      window.addEventListener("afterprint", function () {
        opened.forEach(function (details) { details.open = false; });
        opened = [];
      });
      window.addEventListener("resize", function () { measureHeader(); scrollToCurrent(); });
      window.addEventListener("hashchange", followHash);
      followHash();
    })();
    """
}
