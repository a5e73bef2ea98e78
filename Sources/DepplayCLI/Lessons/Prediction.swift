/// What a Predict step asks: a question, its answer, and the choices it may offer (`Choice:`
/// lines, lettered `a)`, `b)`, … in order). A guess is the value itself or, when there are
/// choices, a choice's letter; either is compared by value (``Answer``).
struct Prediction: Sendable, Equatable {
  /// The `Question:`.
  let question: String
  /// The `Answer:`, compared by value with what the step's code printed.
  let answer: String
  /// The choices offered, in order; empty for a free answer.
  let choices: [String]

  /// The most choices a step may offer (one letter each, and a line of them fits a screen).
  static let mostChoices = 6

  /// `a)`, `b)`, …: the letter of each choice.
  static func letter(_ index: Int) -> String {
    String(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))) + ")"
  }

  /// The choices as a learner sees them: `a) 1   b) 7`.
  var choiceLine: String {
    choices.enumerated().map { "\(Self.letter($0.offset)) \($0.element)" }
      .joined(separator: "   ")
  }

  /// The choice a guess names: its letter (`b`, `b)`, case ignored), or its value; nil when
  /// the guess is no choice (or there are none).
  func choice(named guess: String) -> Int? {
    let text = guess.trimmingCharacters(in: .whitespaces).lowercased()
    let letter = text.hasSuffix(")") ? String(text.dropLast()) : text
    if letter.count == 1, let scalar = letter.unicodeScalars.first,
      scalar.value >= UInt32(UInt8(ascii: "a")),
      Int(scalar.value) - Int(UInt8(ascii: "a")) < choices.count
    {
      return Int(scalar.value) - Int(UInt8(ascii: "a"))
    }
    return choices.firstIndex { Answer.matches(guess, $0) }
  }

  /// Whether `guess` (a value, or a choice's letter) is the answer.
  func accepts(_ guess: String) -> Bool {
    if let index = choice(named: guess) { return Answer.matches(choices[index], answer) }
    return Answer.matches(guess, answer)
  }

  /// The guess as the learner meant it: `b) 7` for a letter or value among the choices, else
  /// the guess as typed.
  func said(_ guess: String) -> String {
    let typed = guess.trimmingCharacters(in: .whitespaces)
    guard let index = choice(named: guess) else { return typed }
    return "\(Self.letter(index)) \(choices[index])"
  }

  /// The answer as the step reveals it: with its letter when it is one of the choices.
  var revealed: String {
    guard let index = choices.firstIndex(where: { Answer.matches($0, answer) }) else {
      return answer
    }
    return "\(Self.letter(index)) \(choices[index])"
  }

  /// What is wrong with the choices, if anything: fewer than two or more than
  /// ``mostChoices``, a choice a letter could be mistaken for, two that are the same by
  /// value, or an answer that is not one of them.
  var problem: String? {
    guard !choices.isEmpty else { return nil }
    guard (2...Self.mostChoices).contains(choices.count) else {
      return "a Predict step offers 2 to \(Self.mostChoices) choices ('Choice:' lines), "
        + "not \(choices.count)"
    }
    if let single = choices.first(where: { $0.count == 1 && $0.first?.isLetter == true }) {
      return "the choice '\(single)' reads as a choice's letter; write it as a word"
    }
    for (index, choice) in choices.enumerated() {
      if let twin = choices[(index + 1)...].first(where: { Answer.matches($0, choice) }) {
        return "the choices '\(choice)' and '\(twin)' are the same value"
      }
    }
    guard choices.contains(where: { Answer.matches($0, answer) }) else {
      return "the answer '\(answer)' is not among the choices (\(choiceLine))"
    }
    return nil
  }
}
