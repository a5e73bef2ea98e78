/// The teacher's page of `depplay serve`: the projector view of the lesson (its workshop
/// page, as `depplay html` draws it, opened at the step the class was moved to), the
/// class's progress per step, controls to move the class and to reveal a Predict's results,
/// which stay hidden until then.
enum TeacherPage {
  /// The document (the token is read by its script from the address).
  static let html = ServePage.document(
    title: "depplay · teacher", style: style,
    body: """
      <header><h1>depplay · the class</h1>
      <nav class="controls"><label>Lesson <select id="lesson"></select></label>
      <span id="attendees">0 attendees</span></nav>
      <p id="status" role="status" hidden></p></header>
      <main class="teacher">
      <section aria-label="Progress">
      <table id="progress"><thead><tr><th>#</th><th>Step</th><th>there</th><th>passed</th><th></th></tr></thead>
      <tbody></tbody></table>
      <div id="predict" hidden>
      <h2>Predict: <span id="question"></span></h2>
      <p><span id="answered">0</span> answered. <button type="button" id="reveal">Reveal</button></p>
      <div id="bars"></div>
      </div>
      </section>
      <section aria-label="Projector"><iframe id="projector" title="The lesson on the projector"></iframe></section>
      </main>
      """,
    script: script)

  private static let style = """
    main.teacher { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.6fr); gap: 1rem;
      padding: .5rem 1rem; font-size: 17px; }
    #progress { border-collapse: collapse; width: 100%; }
    #progress td, #progress th { border-bottom: 1px solid #ccc; padding: .2rem .4rem; text-align: left; }
    #progress tr.class-here { background: var(--now); }
    #projector { width: 100%; height: 85vh; border: 2px solid var(--ink); }
    .bar { display: flex; align-items: center; gap: .5rem; margin: .2rem 0; }
    .bar .fill { background: var(--accent); height: 1.2rem; min-width: 2px; }
    .bar.answer .label { font-weight: 700; }
    """

  private static let script = """
    (function () {
      "use strict";
      var token = new URLSearchParams(location.search).get("token") || "";
      var select = document.getElementById("lesson");
      var status = document.getElementById("status");
      var snapshot = null, chosen = "";
      function address(path, extra) { return path + "?token=" + encodeURIComponent(token) + (extra || ""); }
      function post(path, lesson, step) {
        fetch(address(path, "&lesson=" + encodeURIComponent(lesson) + "&step=" + step), { method: "POST", body: "" });
      }
      function cell(row, text) { var td = document.createElement("td"); td.textContent = text; row.appendChild(td); return td; }
      function draw() {
        if (!snapshot) return;
        document.getElementById("attendees").textContent = snapshot.attendees + " attendees";
        if (select.options.length !== snapshot.lessons.length) {
          select.textContent = "";
          snapshot.lessons.forEach(function (lesson) {
            var option = document.createElement("option");
            option.value = lesson.name;
            option.textContent = lesson.title;
            select.appendChild(option);
          });
        }
        var here = snapshot.classPlace;
        if (!chosen) chosen = here ? here.lesson : (snapshot.lessons[0] || {}).name || "";
        select.value = chosen;
        var projector = document.getElementById("projector");
        // The projector follows the class: at the step the class was moved to, as the
        // page's contents open it (a Predict asks, its answer held back).
        var source = address("/teacher/projector", "&lesson=" + encodeURIComponent(chosen))
          + (here && here.lesson === chosen ? "#section=" + (here.step + 1) : "");
        if (projector.getAttribute("src") !== source) projector.setAttribute("src", source);
        var lesson = snapshot.lessons.filter(function (each) { return each.name === chosen; })[0];
        var body = document.querySelector("#progress tbody");
        body.textContent = "";
        var predict = null, predictStep = 0;
        if (!lesson) return;
        lesson.steps.forEach(function (step, index) {
          var row = document.createElement("tr");
          row.dataset.step = String(index + 1);
          cell(row, String(index + 1));
          cell(row, step.kind + ": " + step.title);
          cell(row, String(step.there)).className = "there";
          cell(row, String(step.passed)).className = "passed";
          var move = document.createElement("button");
          move.type = "button";
          move.textContent = "Move the class here";
          move.onclick = function () { post("/teacher/move", lesson.name, index + 1); };
          cell(row, "").appendChild(move);
          if (here && here.lesson === lesson.name && here.step === index) {
            row.classList.add("class-here");
            if (step.predict) { predict = step.predict; predictStep = index + 1; }
          }
          body.appendChild(row);
        });
        var panel = document.getElementById("predict");
        panel.hidden = !predict;
        if (!predict) return;
        document.getElementById("question").textContent = predict.question;
        document.getElementById("answered").textContent = String(predict.answered);
        document.getElementById("reveal").onclick = function () { post("/teacher/reveal", lesson.name, predictStep); };
        var bars = document.getElementById("bars");
        bars.textContent = "";
        bars.dataset.revealed = predict.revealed ? "yes" : "no";
        if (!predict.counts) return;
        var most = Math.max.apply(null, predict.counts.concat([1]));
        predict.choices.forEach(function (choice, index) {
          var bar = document.createElement("div");
          bar.className = "bar";
          var label = document.createElement("span");
          label.className = "label";
          label.textContent = choice + ": " + predict.counts[index];
          var fill = document.createElement("span");
          fill.className = "fill";
          fill.style.width = (12 * predict.counts[index] / most) + "rem";
          bar.appendChild(label);
          bar.appendChild(fill);
          if (predict.answer && predict.answer.indexOf(choice) >= 0) bar.classList.add("answer");
          bars.appendChild(bar);
        });
      }
      select.onchange = function () { chosen = select.value; draw(); };
      var feed = new EventSource(address("/teacher/events"));
      feed.addEventListener("class", function (event) { snapshot = JSON.parse(event.data); draw(); });
      feed.addEventListener("closed", function (event) {
        status.textContent = JSON.parse(event.data).reason;
        status.hidden = false;
        feed.close();
      });
    })();
    """
}
