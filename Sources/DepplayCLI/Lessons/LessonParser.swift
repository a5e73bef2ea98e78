import Foundation

/// A lesson file that does not follow LESSONS.md, with the place: `file:line:col: error: …`.
struct LessonError: Error, Equatable, CustomStringConvertible {
  /// The lesson file.
  let file: String
  /// The 1-based line.
  let line: Int
  /// The 1-based column (1 when the whole line is meant).
  var column = 1
  /// What is wrong.
  let message: String

  /// `file:line:column: error: message`, terminal-safe (the message may quote the lesson).
  var description: String {
    "\(file):\(line):\(column): error: \(message)".terminalSafe
  }
}

/// Parses the lesson format described in LESSONS.md.
struct LessonParser {
  private let path: String
  private let lines: [Substring]
  private var index = 0

  /// Parses the lesson at `path` with `text`; `knownRules` (when given) are the rule numbers
  /// `Teaches:` may name.
  static func parse(path: String, text: String, knownRules: Set<Int>? = nil) throws(LessonError)
    -> Lesson
  {
    var parser = LessonParser(
      path: path, lines: text.split(omittingEmptySubsequences: false) { $0.endsSourceLine })
    return try parser.lesson(text: text, knownRules: knownRules)
  }

  private init(path: String, lines: [Substring]) {
    self.path = path
    self.lines = lines
  }

  private func error(_ message: String, line: Int) -> LessonError {
    LessonError(file: path, line: line, message: message)
  }

  private mutating func lesson(text: String, knownRules: Set<Int>?) throws(LessonError) -> Lesson {
    try refuseNUL()
    guard let first = lines.first, first.hasPrefix("# ") else {
      throw error("a lesson starts with its title: '# Title'", line: 1)
    }
    index = 1
    var rules: [Int] = []
    var introduction: [Substring] = []
    while index < lines.count, !lines[index].hasPrefix("## ") {
      let line = lines[index]
      if line.hasPrefix("Teaches:") {
        rules = try parseRules(line, line: index + 1, known: knownRules)
      } else {
        introduction.append(line)
      }
      index += 1
    }
    var steps: [LessonStep] = []
    while index < lines.count { steps.append(try step()) }
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return Lesson(
      name: name, path: path, text: text, title: String(first.dropFirst(2)), rules: rules,
      introduction: Self.trimmed(introduction), steps: steps)
  }

  /// A lesson is text: a NUL character (which no editor writes, and which the page's
  /// renderers cannot carry) is refused at its line and column, by `check` and `html` alike.
  private func refuseNUL() throws(LessonError) {
    for (number, line) in lines.enumerated() {
      guard let nul = line.unicodeScalars.firstIndex(of: "\u{0}") else { continue }
      throw LessonError(
        file: path, line: number + 1,
        column: line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: nul) + 1,
        message: "a NUL character (\\u{0}) in the lesson: a lesson is text; remove it")
    }
  }

  private func parseRules(_ line: Substring, line number: Int, known: Set<Int>?) throws(LessonError)
    -> [Int]
  {
    let list = line.dropFirst("Teaches:".count).replacingOccurrences(of: "rules", with: "")
      .replacingOccurrences(of: "rule", with: "")
    var rules: [Int] = []
    for item in list.split(separator: ",") {
      let text = item.trimmingCharacters(in: .whitespaces)
      guard let rule = Int(text) else {
        throw error(
          "'Teaches:' lists rule numbers ('Teaches: rules 24, 31'), not '\(text)'", line: number)
      }
      if let known, !known.contains(rule) {
        throw error("rule \(rule) is not in SEMANTICS.md", line: number)
      }
      rules.append(rule)
    }
    return rules
  }

  /// One `## …` section, up to the next.
  private mutating func step() throws(LessonError) -> LessonStep {
    let headingLine = index + 1
    let heading = lines[index].dropFirst(3)
    index += 1
    let (kindWord, title) = Self.splitHeading(heading)
    var parts: [LessonStep.Part] = []
    var prose: [Substring] = []
    var question: String?
    var answer: String?
    var answerLine = headingLine
    var choices: [String] = []
    var choicesLine = headingLine
    var hints: [String] = []
    var blocks: [String: CodeBlock] = [:]
    func flushProse() {
      let text = Self.trimmed(prose)
      if !text.isEmpty { parts.append(.prose(text)) }
      prose = []
    }
    while index < lines.count, !lines[index].hasPrefix("## ") {
      let line = lines[index]
      if line.hasPrefix("```") {
        let info = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
        let block = try fencedBlock()
        flushProse()
        switch info {
        case "depplay":
          guard kindWord != nil else {
            throw error(
              "a 'depplay' block runs only under '## Step:', '## Predict:' or '## Exercise:'",
              line: block.line - 1)
          }
          parts.append(.code(block))
        case "depplay exercise", "depplay check", "depplay solution":
          guard kindWord == "Exercise" else {
            throw error("a '\(info)' block belongs under '## Exercise:'", line: block.line - 1)
          }
          let role = String(info.dropFirst("depplay ".count))
          guard blocks[role] == nil else {
            throw error("a second '\(info)' block", line: block.line - 1)
          }
          blocks[role] = block
          if role == "exercise" { parts.append(.shown(block.text)) }
        case _ where info.hasPrefix("depplay"):
          throw error(
            "unknown block '\(info)': use depplay, depplay exercise, depplay check or depplay solution",
            line: block.line - 1)
        default:
          parts.append(.shown(block.text))
        }
        continue
      }
      if line.hasPrefix("Question:") {
        question = line.dropFirst("Question:".count).trimmingCharacters(in: .whitespaces)
      } else if line.hasPrefix("Answer:") {
        answer = line.dropFirst("Answer:".count).trimmingCharacters(in: .whitespaces)
        answerLine = index + 1
      } else if line.hasPrefix("Choice:") {
        guard kindWord == "Predict" else {
          throw error("'Choice:' lines belong under '## Predict:'", line: index + 1)
        }
        if choices.isEmpty { choicesLine = index + 1 }
        choices.append(line.dropFirst("Choice:".count).trimmingCharacters(in: .whitespaces))
      } else if line.hasPrefix("Hint:") {
        hints.append(line.dropFirst("Hint:".count).trimmingCharacters(in: .whitespaces))
      } else {
        prose.append(line)
      }
      index += 1
    }
    flushProse()
    let kind: LessonStep.Kind
    switch kindWord {
    case "Step"?: kind = .step
    case "Predict"?:
      guard let question, let answer, !answer.isEmpty else {
        throw error("a Predict step needs 'Question:' and 'Answer:' lines", line: headingLine)
      }
      guard parts.contains(where: { if case .code = $0 { true } else { false } }) else {
        throw error(
          "a Predict step needs a 'depplay' block whose output answers it", line: headingLine)
      }
      let prediction = Prediction(question: question, answer: answer, choices: choices)
      if let problem = prediction.problem {
        throw error(problem, line: problem.hasPrefix("the answer") ? answerLine : choicesLine)
      }
      kind = .predict(prediction)
    case "Exercise"?:
      guard let start = blocks["exercise"], let check = blocks["check"],
        let solution = blocks["solution"]
      else {
        let missing = ["exercise", "check", "solution"].filter { blocks[$0] == nil }
          .map { "'depplay \($0)'" }.joined(separator: ", ")
        throw error("an Exercise needs \(missing)", line: headingLine)
      }
      guard !hints.isEmpty else {
        throw error("an Exercise needs at least one 'Hint:' line", line: headingLine)
      }
      kind = .exercise(
        LessonStep.Exercise(start: start, check: check, hints: hints, solution: solution))
    default: kind = .prose
    }
    return LessonStep(title: title, line: headingLine, kind: kind, parts: parts)
  }

  /// The block opening at the current line; leaves `index` past its closing fence.
  private mutating func fencedBlock() throws(LessonError) -> CodeBlock {
    let opening = index + 1
    index += 1
    let start = index
    while index < lines.count, !lines[index].hasPrefix("```") { index += 1 }
    guard index < lines.count else {
      throw error("this code block is never closed with ```", line: opening)
    }
    let text = lines[start..<index].joined(separator: "\n")
    index += 1
    return CodeBlock(text: text, line: start + 1)
  }

  /// `Step: Title` → ("Step", "Title"); any other heading → (nil, heading).
  private static func splitHeading(_ heading: Substring) -> (String?, String) {
    for kind in ["Step", "Predict", "Exercise"] where heading.hasPrefix(kind + ":") {
      return (kind, heading.dropFirst(kind.count + 1).trimmingCharacters(in: .whitespaces))
    }
    return (nil, heading.trimmingCharacters(in: .whitespaces))
  }

  private static func trimmed(_ lines: [Substring]) -> String {
    lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
