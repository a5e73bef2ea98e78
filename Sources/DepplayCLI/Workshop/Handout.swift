/// `depplay html --handout[=no-answers]`: the page laid out for printing (everything at once,
/// no controls), with or without the answers.
package enum Handout: Equatable, Sendable {
  /// Predicts' answers and explanations, solutions, the run's diagram and output.
  case withAnswers
  /// Questions, choices and hints only: the answers, the explanations, the solutions and
  /// the run (whose output would give the answers away) are left out of the file.
  case withoutAnswers

  /// `--handout` (nil) or `--handout=VALUE`'s value; nil for a value it is not.
  init?(option value: String?) {
    switch value {
    case nil, "answers": self = .withAnswers
    case "no-answers": self = .withoutAnswers
    default: return nil
    }
  }
}
