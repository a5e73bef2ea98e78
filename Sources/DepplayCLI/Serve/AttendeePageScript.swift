/// The attendee page's script: joins the room (or resumes the tab's session), shows the
/// session's feed and the lesson walkthrough, sends lines (typed, or a button's dot-command),
/// history and Ctrl-C.
enum AttendeePageScript {
  static let source = """
    (function () {
      "use strict";
      var token = new URLSearchParams(location.search).get("token") || "";
      var key = "depplay-session-" + token;
      var session = sessionStorage.getItem(key) || "";
      var shown = document.getElementById("console");
      var prompt = document.getElementById("prompt");
      var entry = document.getElementById("entry");
      var status = document.getElementById("status");
      var history = [], place = 0, feed = null;
      function address(path) {
        return path + "?token=" + encodeURIComponent(token) + "&session=" + encodeURIComponent(session);
      }
      function say(text, kind) {
        var span = document.createElement("span");
        if (kind) span.className = kind;
        span.textContent = text;
        shown.appendChild(span);
        shown.scrollTop = shown.scrollHeight;
      }
      function stop(text) {
        status.textContent = text;
        status.hidden = false;
        entry.disabled = true;
        document.body.dataset.state = "over";
        if (feed) feed.close();
      }
      function join() {
        fetch(address("/room/join"), { method: "POST", body: "" }).then(function (response) {
          if (!response.ok) return response.text().then(function (text) { throw new Error(text); });
          return response.json();
        }).then(function (answer) {
          session = answer.session;
          sessionStorage.setItem(key, session);
          document.body.dataset.resumed = answer.resumed;
          listen();
        }).catch(function (error) { stop(error.message); });
      }
      function on(name, handle) {
        feed.addEventListener(name, function (event) { handle(JSON.parse(event.data)); });
      }
      function listen() {
        shown.textContent = "";
        feed = new EventSource(address("/room/events"));
        feed.onopen = function () { status.hidden = true; document.body.dataset.state = "open"; };
        feed.onerror = function () {
          status.textContent = "Connection lost; reconnecting…";
          status.hidden = false;
          // A stream the server refused (the session ended) is not retried by the browser:
          // join again, which resumes the session if it is alive.
          if (feed.readyState === EventSource.CLOSED) setTimeout(join, 1000);
        };
        on("output", function (data) { say(data.text, data.stream === "err" ? "err" : ""); });
        on("entry", function (data) { say(data.prompt + data.text + "\\n", "echo"); });
        on("prompt", function (data) {
          prompt.textContent = data.prompt;
          document.body.dataset.busy = "no";
        });
        on("diagram", function (data) {
          document.getElementById("diagram").innerHTML = data.diagram;
          document.getElementById("tree").textContent = data.tree;
        });
        on("walk", showWalk);
        on("ended", function (data) { sessionStorage.removeItem(key); stop(data.reason); });
        on("closed", function (data) { stop(data.reason); });
      }
      // The walkthrough: the step on screen (depplay's markup of the lesson's text, every
      // string escaped), the Predict's choices, progress, and the steps, each a `.step N`.
      function showWalk(walk) {
        document.getElementById("lesson-title").textContent = walk.title;
        document.getElementById("step-card").innerHTML = walk.stepHTML;
        var done = walk.steps.filter(function (step) { return step.done; }).length;
        document.getElementById("walk-progress").hidden = false;
        document.getElementById("done-bar").max = walk.steps.length;
        document.getElementById("done-bar").value = done;
        document.getElementById("done-count").textContent =
          done + " of " + walk.steps.length + " steps done";
        var controls = document.getElementById("walk-controls");
        controls.hidden = false;
        controls.dataset.kind = (walk.steps[walk.current] || {}).kind || "";
        var steps = document.getElementById("steps");
        steps.textContent = "";
        walk.steps.forEach(function (step, index) {
          var item = document.createElement("li");
          var go = document.createElement("button");
          go.type = "button";
          go.textContent = step.kind + ": " + step.title;
          go.onclick = function () { send(".step " + (index + 1)); };
          item.appendChild(go);
          if (step.done) item.classList.add("done");
          if (index === walk.current) item.classList.add("current");
          steps.appendChild(item);
        });
        document.body.dataset.step = String(walk.current + 1);
        document.body.dataset.lesson = walk.lesson;
        var choices = document.getElementById("choices");
        choices.textContent = "";
        walk.choices.forEach(function (choice, index) {
          var button = document.createElement("button");
          button.type = "button";
          button.textContent = String.fromCharCode(97 + index) + ") " + choice;
          button.onclick = function () { send(String.fromCharCode(97 + index)); };
          choices.appendChild(button);
        });
      }
      function send(text) {
        document.body.dataset.busy = "yes";
        fetch(address("/room/input"), { method: "POST", body: text }).then(function (response) {
          if (!response.ok) response.text().then(function (text) { say(text, "err"); });
        });
      }
      document.querySelectorAll("#walk-controls button").forEach(function (button) {
        button.onclick = function () { send(button.dataset.line); };
      });
      entry.addEventListener("keydown", function (event) {
        if (event.key === "Enter" && !event.shiftKey) {
          event.preventDefault();
          var text = entry.value;
          if (text.trim() !== "") history.push(text);
          place = history.length;
          entry.value = "";
          send(text);
        } else if (event.key === "ArrowUp" && entry.value.indexOf("\\n") < 0 && place > 0) {
          event.preventDefault();
          place -= 1;
          entry.value = history[place];
        } else if (event.key === "ArrowDown" && entry.value.indexOf("\\n") < 0) {
          event.preventDefault();
          place = Math.min(place + 1, history.length);
          entry.value = place < history.length ? history[place] : "";
        } else if (event.key === "c" && event.ctrlKey && entry.selectionStart === entry.selectionEnd) {
          event.preventDefault();
          entry.value = "";
          fetch(address("/room/interrupt"), { method: "POST", body: "" });
        }
      });
      join();
    })();
    """
}
