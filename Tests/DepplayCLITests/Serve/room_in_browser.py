#!/usr/bin/env python3
"""depplay serve in a real browser: one teacher page and three attendee pages in headless
Chromium, driven through the DevTools protocol on a pipe (--remote-debugging-pipe), against
a `depplay serve` on 127.0.0.1. Python's standard library only; every wait is bounded.

usage: room_in_browser.py DEPPLAY CHROMIUM LESSONS_DIR
Checks, in order (exit status 1 and a message on the first that fails):
  - an attendee's entry and output never appear in another's page;
  - moving the class moves every attendee page, and the teacher's projector view;
  - the walkthrough shows the step, a Predict's answer only after the guess, progress;
  - a Predict tallies on the teacher's page, its bars shown only once the teacher reveals;
  - a reload resumes the session;
  - the teacher's Ctrl-C tells every page the room has closed.
"""
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

LESSON = "05-with-dependencies-scopes"
PREDICT_STEP = 4  # "Predict: Replacing everything", choices 7, 3, 1 (answer: 3)
# The projector's document, as `d`, in an expression that goes on and ends with `})()`.
PROJECTOR = "(function(){var d=document.getElementById('projector').contentDocument; return d !== null && "
# The text of the step on an attendee's walkthrough.
CARD = "document.getElementById('step-card').textContent"


class Browser:
    """Chromium with the DevTools protocol on fds 3 (commands) and 4 (replies)."""

    def __init__(self, chromium):
        self.profile = tempfile.mkdtemp(prefix="depplay-room-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--remote-debugging-pipe", "--user-data-dir=" + self.profile, "about:blank"],
            pass_fds=(3, 4, to_browser_read, from_browser_write), preexec_fn=wire,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0

    def command(self, method, params=None, session=None, timeout=20):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                reply = json.loads(raw)
                if reply.get("id") == self.next_id:
                    if "error" in reply:
                        raise RuntimeError(method + ": " + json.dumps(reply["error"]))
                    return reply.get("result", {})
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self.buffer += chunk
        raise RuntimeError(method + ": no reply in %d s" % timeout)

    def open(self, url):
        target = self.command("Target.createTarget", {"url": url})["targetId"]
        session = self.command(
            "Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        return Page(self, session)

    def close(self):
        self.process.kill()
        self.process.wait(timeout=10)


class Page:
    def __init__(self, browser, session):
        self.browser = browser
        self.session = session

    def eval(self, expression):
        result = self.browser.command(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True},
            session=self.session)
        return result.get("result", {}).get("value")

    def wait(self, expression, what, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.eval(expression):
                return
            time.sleep(0.1)
        seen = self.eval("JSON.stringify(document.body.dataset) + ' | ' + "
                         "(document.getElementById('status') || {}).textContent + ' | ' + "
                         "(document.getElementById('console') || {textContent: ''})"
                         ".textContent.slice(-300)")
        fail("timed out waiting until %s; the page: %s" % (what, seen))

    def console(self):
        return self.eval("document.getElementById('console').textContent") or ""

    def type(self, line):
        self.eval(
            "(function(){var e=document.getElementById('entry');e.value=%s;"
            "e.dispatchEvent(new KeyboardEvent('keydown',{key:'Enter',bubbles:true}));})()"
            % json.dumps(line))

    def reload(self):
        self.browser.command("Page.reload", {}, session=self.session)


def fail(message):
    print("room_in_browser: " + message, file=sys.stderr)
    sys.exit(1)


def main():
    depplay, chromium, lessons = sys.argv[1:4]
    served = subprocess.Popen(
        [depplay, "serve", "--port", "0", "--dir", lessons, LESSON],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    addresses = {}
    deadline = time.time() + 30
    while len(addresses) < 2 and time.time() < deadline:
        line = served.stdout.readline()
        match = re.match(r"(attendees|teacher):\s+(http://127\.0\.0\.1:\d+/\S+)", line)
        if match:
            addresses[match.group(1)] = match.group(2)
    if len(addresses) < 2:
        served.kill()
        fail("depplay serve printed no addresses")
    browser = Browser(chromium)
    try:
        teacher, attendees = check(browser, addresses)
        served.send_signal(signal.SIGINT)
        closed = "document.getElementById('status').textContent.indexOf('room has closed') >= 0"
        for number, page in enumerate(attendees):
            page.wait(closed, "attendee %d's page says the room has closed" % number)
        teacher.wait(closed, "the teacher's page says the room has closed")
        served.wait(timeout=15)
        if served.returncode != 0:
            fail("depplay serve exited with %d after Ctrl-C" % served.returncode)
    finally:
        if served.poll() is None:
            served.kill()
        browser.close()


def check(browser, addresses):
    teacher = browser.open(addresses["teacher"])
    attendees = [browser.open(addresses["attendees"]) for _ in range(3)]
    for page in attendees:
        page.wait("document.body.dataset.lesson === %s && document.getElementById('prompt')"
                  ".textContent.length > 0" % json.dumps(LESSON), "each attendee is in the lesson")
    # Private sessions: each attendee's entry and output stay on their page.
    for number, page in enumerate(attendees):
        page.type('print("private-%d" + "-out")' % number)
    for number, page in enumerate(attendees):
        page.wait("document.getElementById('console').textContent.indexOf('private-%d-out') >= 0"
                  % number, "attendee %d sees their output" % number)
    for number, page in enumerate(attendees):
        shown = page.console()
        for other in range(3):
            if other != number and "private-%d" % other in shown:
                fail("attendee %d's page shows attendee %d's entry or output" % (number, other))
    if "private-" in (teacher.eval("document.body.textContent") or ""):
        fail("the teacher's page shows an attendee's entry")
    # Markup an attendee writes is shown as text, in the console and in the diagram.
    attendees[1].type('dependency markup { live: "<b id=injected>x</b>" }')
    attendees[1].type("print(markup)")
    attendees[1].wait("document.getElementById('console').textContent.indexOf("
                      "'\\n<b id=injected>x</b>\\n') >= 0 && document.querySelector("
                      "'#diagram [data-key=\"markup\"]') !== null",
                      "the markup is printed as text and read in the diagram")
    for number, page in enumerate(attendees + [teacher]):
        if page.eval("document.getElementById('injected') !== null"):
            fail("page %d turned an attendee's text into markup" % number)
    # Moving the class moves every page.
    teacher.wait("document.querySelector('#progress tr[data-step=\"%d\"] button') !== null"
                 % PREDICT_STEP, "the teacher's page lists the steps")
    teacher.eval("document.querySelector('#progress tr[data-step=\"%d\"] button').click()"
                 % PREDICT_STEP)
    for number, page in enumerate(attendees):
        page.wait("document.body.dataset.step === '%d' && "
                  "document.querySelectorAll('#choices button').length === 3" % PREDICT_STEP,
                  "attendee %d follows the class to the Predict" % number)
    row = "document.querySelector('#progress tr[data-step=\"%d\"] .%s').textContent"
    teacher.wait(row % (PREDICT_STEP, "there") + " === '3'",
                 "the teacher's page counts three attendees at the Predict")
    teacher.wait(PROJECTOR + "d.querySelector('.diagram') !== null &&"
                 " d.body.getAttribute('data-asking') === 'S%d'})()" % (PREDICT_STEP - 1),
                 "the projector view follows the class to the Predict's question")
    # The walkthrough shows the question, not the answer before the guess.
    for number, page in enumerate(attendees):
        page.wait(CARD + ".indexOf('What does the inner print(full) print?') >= 0",
                  "attendee %d's walkthrough shows the question" % number)
        if page.eval("document.querySelector('#step-card .answer') !== null"):
            fail("attendee %d's walkthrough shows the answer before the guess" % number)
    # The Predict tallies, hidden until revealed.
    for page, choice in zip(attendees, [0, 1, 1]):
        page.eval("document.querySelectorAll('#choices button')[%d].click()" % choice)
    teacher.wait("document.getElementById('answered').textContent === '3'",
                 "the teacher's page counts three answers")
    if teacher.eval("document.getElementById('bars').children.length") != 0:
        fail("the Predict's bars show before the teacher reveals them")
    teacher.eval("document.getElementById('reveal').click()")
    teacher.wait("document.getElementById('bars').children.length === 4",
                 "the bars show once revealed")
    labels = teacher.eval(
        "Array.from(document.querySelectorAll('#bars .label')).map(function(l){return l.textContent})")
    if labels != ["7: 1", "3: 2", "1: 0", "other: 0"]:
        fail("the tally is %s" % labels)
    teacher.wait(row % (PREDICT_STEP, "passed") + " === '2'",
                 "the teacher's page counts the two who answered right as passed")
    attendees[1].wait(CARD + ".indexOf('Answer: b) 3') >= 0 && "
                      "document.getElementById('done-count').textContent.indexOf('2 of 7') === 0",
                      "the walkthrough shows the answer and the progress after the guess")
    # An attendee's own step buttons move their page only.
    attendees[2].eval("document.querySelector('#walk-controls [data-line=\".next\"]').click()")
    attendees[2].wait("document.body.dataset.step === '%d'" % (PREDICT_STEP + 1),
                      "Next takes attendee 2 on a step")
    if attendees[1].eval("document.body.dataset.step") != str(PREDICT_STEP):
        fail("attendee 2's Next moved attendee 1's page")
    # A reload resumes the session.
    first = attendees[0]
    session = first.eval("sessionStorage.getItem('depplay-session-' + "
                         "new URLSearchParams(location.search).get('token'))")
    first.reload()
    first.wait("document.body.dataset.resumed === 'yes' && document.getElementById('console')"
               ".textContent.indexOf('private-0-out') >= 0", "the reloaded page resumes")
    again = first.eval("sessionStorage.getItem('depplay-session-' + "
                       "new URLSearchParams(location.search).get('token'))")
    if again != session:
        fail("the reload started another session")
    first.type("b")  # its second guess at the Predict it was at
    first.wait("document.getElementById('console').textContent.indexOf('Right: b) 3') >= 0",
               "the resumed session goes on where it was")
    # Moving the class again moves every page, and the projector with it.
    teacher.eval("document.querySelector('#progress tr[data-step=\"2\"] button').click()")
    for number, page in enumerate(attendees):
        page.wait("document.body.dataset.step === '2' && " + CARD + ".indexOf('2/7') >= 0",
                  "attendee %d follows the class back to step 2" % number)
    teacher.wait(PROJECTOR + "d.body.getAttribute('data-current-step') === "
                 "d.getElementById('S1').getAttribute('data-first-step') &&"
                 " d.body.getAttribute('data-asking') === ''})()",
                 "the projector view follows the class to step 2")
    return teacher, attendees


if __name__ == "__main__":
    main()
